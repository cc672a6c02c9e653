;;; tabls.el --- tabls, the iOS tab bar language server, through eglot  -*- lexical-binding: t; -*-

;; Works with the eglot of Emacs 28 (elpa-eglot 1.9 on Debian 12) and with Emacs 29+'s built-in eglot.
;;
;; Usage:
;;   (add-to-list 'load-path "/path/to/tabls/editors/emacs")
;;   (require 'tabls)
;;   (add-hook 'objc-mode-hook #'eglot-ensure)   ; and swift-mode-hook, tabls-storyboard-mode-hook
;; M-x tabls-preview shows the tab bar at point as text. For lsp-mode instead of eglot, see tabls-lsp.el.

;;; Code:

(require 'eglot)
(require 'tabls-common)

(defclass tabls-server (eglot-lsp-server) ()
  :documentation "The tabls language server.")

(cl-defmethod eglot-initialization-options ((_server tabls-server))
  (or tabls-initialization-options eglot--{}))

(add-to-list 'eglot-server-programs
             (cons tabls-major-modes (lambda (&optional _interactive) (cons 'tabls-server tabls-command))))

(defun tabls-preview ()
  "Show the tab bar at point, drawn as text by the server."
  (interactive)
  (tabls--show-preview
   (jsonrpc-request (eglot--current-server-or-lose) :tabls/preview
                    (list :uri (eglot--path-to-uri (buffer-file-name))
                          :position (eglot--pos-to-lsp-position)
                          :format "ascii"))))

(provide 'tabls)
;;; tabls.el ends here
