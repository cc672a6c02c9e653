;;; tabls-common.el --- what tabls.el (eglot) and tabls-lsp.el (lsp-mode) share  -*- lexical-binding: t; -*-

;;; Code:

(defgroup tabls nil
  "The tabls language server for iOS tab bars."
  :group 'tools)

(defcustom tabls-command '("tabls" "lsp")
  "The command that starts the server: the tabls binary and `lsp'."
  :type '(repeat string))

(defcustom tabls-major-modes '(objc-mode swift-mode tabls-storyboard-mode)
  "Major modes in which tabls is started."
  :type '(repeat symbol))

(defcustom tabls-initialization-options nil
  "Options sent at initialization: the same keys as .tabls.json, as a plist."
  :type 'plist)

;; Storyboards are XML, but tabls is not a server for every XML file: they get a mode of their own.
(define-derived-mode tabls-storyboard-mode nxml-mode "Storyboard"
  "nxml-mode for Interface Builder storyboards and xibs, where tabls runs.")
(add-to-list 'auto-mode-alist '("\\.\\(storyboard\\|xib\\)\\'" . tabls-storyboard-mode))

(defun tabls--get (result key)
  "KEY (a keyword) of RESULT: a plist (eglot, lsp-mode with plists) or a hash table (lsp-mode's default)."
  (if (hash-table-p result)
      (gethash (substring (symbol-name key) 1) result)
    (plist-get result key)))

(defun tabls--show-preview (result)
  "Show RESULT, a tabls/preview answer (text and errors), in *tabls preview*."
  (with-help-window "*tabls preview*"
    (princ (tabls--get result :text))
    (seq-doseq (error (tabls--get result :errors))
      (princ (format "! %s\n" error)))))

(provide 'tabls-common)
;;; tabls-common.el ends here
