;;; smoke-lsp-mode.el --- batch check of editors/emacs/tabls-lsp.el with a real lsp-mode  -*- lexical-binding: t; -*-
;; From the repository root: TABLS=.build/debug/tabls emacs --batch -l editors/emacs/test/smoke-lsp-mode.el

(setq debug-on-error t)
(require 'package)
(package-initialize)
(defvar tabls-smoke-root default-directory)
(add-to-list 'load-path (expand-file-name "editors/emacs" tabls-smoke-root))
(require 'tabls-lsp)
(setq tabls-command (list (or (getenv "TABLS") (expand-file-name ".build/debug/tabls" tabls-smoke-root)) "lsp"))
;; A batch session: no questions about the project root, no other servers, no session file.
(setq lsp-auto-guess-root nil
      lsp-enable-file-watchers nil
      lsp-enabled-clients '(tabls)
      lsp-enable-snippet nil
      lsp-session-file (expand-file-name (make-temp-name "tabls-lsp-session-") temporary-file-directory)
      lsp-restart 'ignore
      lsp-keep-workspace-alive nil)

(defvar tabls-smoke-diagnostics nil "Diagnostics codes received through lsp-mode.")
(add-hook 'lsp-diagnostics-updated-hook
          (lambda ()
            (maphash (lambda (_file diagnostics)
                       (dolist (d diagnostics)
                         (push (lsp-get d :code) tabls-smoke-diagnostics)))
                     (lsp-diagnostics t))))

(find-file (expand-file-name "Examples/DemoApp/Sources/ObjC/MainTabBarController.m" tabls-smoke-root))
(unless (derived-mode-p 'objc-mode) (objc-mode))
(lsp-workspace-folders-add (expand-file-name "Examples/DemoApp" tabls-smoke-root))
(lsp)

(let ((deadline (+ (float-time) 60)))
  (while (and (not (member "TAB105" tabls-smoke-diagnostics)) (< (float-time) deadline))
    (accept-process-output nil 0.1)))

(let ((ok (and (member "TAB101" tabls-smoke-diagnostics) (member "TAB105" tabls-smoke-diagnostics))))
  (princ (format "%s diagnostics through lsp-mode: %S\n" (if ok "ok  " "FAIL")
                 (delete-dups (copy-sequence tabls-smoke-diagnostics))))
  ;; M-x tabls-lsp-preview on line 25 (`CYLTabBarItemTitle : CYLLocalizedString(@"首页")`).
  (goto-char (point-min))
  (forward-line 24)
  (forward-char 8)
  (call-interactively #'tabls-lsp-preview)
  (let ((drawn (with-current-buffer "*tabls preview*" (string-match-p "首页" (buffer-string)))))
    (princ (format "%s M-x tabls-lsp-preview through lsp-mode\n" (if drawn "ok  " "FAIL")))
    (ignore-errors (lsp-workspace-shutdown (car (lsp-workspaces))))
    (kill-emacs (if (and ok drawn) 0 1))))
