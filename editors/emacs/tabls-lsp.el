;;; tabls-lsp.el --- tabls, the iOS tab bar language server, through lsp-mode  -*- lexical-binding: t; -*-

;; Works with lsp-mode 8 (elpa-lsp-mode on Debian 12) and later.
;;
;; Usage:
;;   (add-to-list 'load-path "/path/to/tabls/editors/emacs")
;;   (require 'tabls-lsp)
;;   (add-hook 'objc-mode-hook #'lsp)   ; and swift-mode-hook, tabls-storyboard-mode-hook
;; M-x tabls-lsp-preview shows the tab bar at point as text.

;;; Code:

(require 'lsp-mode)
(require 'tabls-common)

(dolist (mode '((objc-mode . "objective-c") (swift-mode . "swift") (tabls-storyboard-mode . "xml")))
  (add-to-list 'lsp-language-id-configuration mode))

(lsp-register-client
 (make-lsp-client
  :new-connection (lsp-stdio-connection (lambda () tabls-command))
  :activation-fn (lambda (_file-name major-mode) (memq major-mode tabls-major-modes))
  ;; Beside clangd or sourcekit-lsp, not instead of them.
  :add-on? t
  :server-id 'tabls
  :initialization-options (lambda () (or tabls-initialization-options (make-hash-table)))))

(defun tabls-lsp-preview ()
  "Show the tab bar at point, drawn as text by the server."
  (interactive)
  (tabls--show-preview
   (lsp-request "tabls/preview"
                (list :uri (lsp--buffer-uri)
                      :position (lsp--cur-position)
                      :format "ascii"))))

(provide 'tabls-lsp)
;;; tabls-lsp.el ends here
