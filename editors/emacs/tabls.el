;;; tabls.el --- tabls, the iOS tab bar language server, through eglot  -*- lexical-binding: t; -*-

;; Works with the eglot of Emacs 28 (elpa-eglot 1.9 on Debian 12) and with Emacs 29+'s built-in eglot.
;;
;; Usage:
;;   (add-to-list 'load-path "/path/to/tabls/editors/emacs")
;;   (require 'tabls)
;;   (add-hook 'objc-mode-hook #'eglot-ensure)   ; and swift-mode-hook, js-json-mode-hook…
;; M-x tabls-preview shows the tab bar at point as text.

;;; Code:

(require 'eglot)

(defgroup tabls nil
  "The tabls language server for iOS tab bars."
  :group 'tools)

(defcustom tabls-command '("tabls" "lsp")
  "The command that starts the server: the tabls binary and `lsp'."
  :type '(repeat string))

(defcustom tabls-major-modes '(objc-mode swift-mode js-json-mode json-mode)
  "Major modes in which eglot starts tabls."
  :type '(repeat symbol))

(defcustom tabls-initialization-options nil
  "Options sent at initialization: the same keys as .tabls.json, as a plist."
  :type 'plist)

(defclass tabls-server (eglot-lsp-server) ()
  :documentation "The tabls language server.")

(cl-defmethod eglot-initialization-options ((_server tabls-server))
  (or tabls-initialization-options eglot--{}))

(add-to-list 'eglot-server-programs
             (cons tabls-major-modes (lambda (&optional _interactive) (cons 'tabls-server tabls-command))))

(defun tabls-preview ()
  "Show the tab bar at point, drawn as text by the server."
  (interactive)
  (let* ((server (eglot--current-server-or-lose))
         (result (jsonrpc-request server :tabls/preview
                                  (list :uri (eglot--path-to-uri (buffer-file-name))
                                        :position (eglot--pos-to-lsp-position)
                                        :format "ascii"))))
    (with-help-window "*tabls preview*"
      (princ (plist-get result :text))
      (seq-doseq (error (plist-get result :errors))
        (princ (format "! %s\n" error))))))

(provide 'tabls)
;;; tabls.el ends here
