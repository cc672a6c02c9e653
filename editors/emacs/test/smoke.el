;;; smoke.el --- batch check of editors/emacs/tabls.el with a real eglot  -*- lexical-binding: t; -*-
;; From the repository root: TABLS=.build/debug/tabls emacs --batch -l editors/emacs/test/smoke.el

(setq debug-on-error t)
(defvar tabls-smoke-root default-directory)
(add-to-list (quote load-path) (expand-file-name "editors/emacs" tabls-smoke-root))
(require (quote tabls))
(setq tabls-command (list (or (getenv "TABLS") (expand-file-name ".build/debug/tabls" tabls-smoke-root)) "lsp"))

(defvar tabls-smoke-diagnostics nil "Diagnostics codes received through eglot.")
(advice-add 'eglot-handle-notification :before
            (lambda (_server method &rest params)
              (when (eq method 'textDocument/publishDiagnostics)
                (seq-doseq (d (plist-get params :diagnostics))
                  (push (plist-get d :code) tabls-smoke-diagnostics)))))

(find-file (expand-file-name "Examples/DemoApp/Sources/ObjC/MainTabBarController.m" tabls-smoke-root))
(unless (derived-mode-p 'objc-mode) (objc-mode))
(apply #'eglot (eglot--guess-contact))

(let ((deadline (+ (float-time) 60)))
  (while (and (not (member "TAB105" tabls-smoke-diagnostics)) (< (float-time) deadline))
    (accept-process-output nil 0.1)))

(let ((ok (and (member "TAB101" tabls-smoke-diagnostics) (member "TAB105" tabls-smoke-diagnostics))))
  (princ (format "%s diagnostics through eglot: %S\n" (if ok "ok  " "FAIL") (delete-dups (copy-sequence tabls-smoke-diagnostics))))
  ;; M-x tabls-preview on line 25 (`CYLTabBarItemTitle : CYLLocalizedString(@"首页")`).
  (goto-char (point-min))
  (forward-line 24)
  (forward-char 8)
  (call-interactively #'tabls-preview)
  (let ((drawn (with-current-buffer "*tabls preview*" (string-match-p "首页" (buffer-string)))))
    (princ (format "%s M-x tabls-preview through eglot\n" (if drawn "ok  " "FAIL")))
    (ignore-errors (eglot-shutdown (eglot-current-server)))
    (kill-emacs (if (and ok drawn) 0 1))))
