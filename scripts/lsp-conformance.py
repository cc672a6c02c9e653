#!/usr/bin/env python3
"""A typed, strict check of `tabls lsp` against the LSP 3.17 model of PyPI's `lsprotocol`.

Five kinds of client (full, plain text, one that refuses progress tokens, a minimal `{}` one, one that pulls
diagnostics) open the demo app's files and ask hover, completion and definition (and references, of the full client) at every line end and every few
characters, and symbols, links, lenses, code actions and pulled diagnostics of each file; inlay hints, colours and
each colour's presentations, prepareRename at every position and one rename a file, where the server declared them
(only the full client has those capabilities). Every message the server
sends is structured into its exact lsprotocol type and unstructured again: anything that does not survive the
round trip unchanged (a wrong type, a property the model does not have) is a violation, and so is anything the
client did not declare (Markdown to a plain-text client, progress on a refused token, kinds outside the default
sets, …). Exit status 1 when any violation is found.

Usage: python3 scripts/lsp-conformance.py TABLS WORKSPACE [--stride N]
"""

import json
import os
import subprocess
import sys
import threading
import queue

from lsprotocol import converters, types

CONVERTER = converters.get_converter()
FULL = {
    "general": {"positionEncodings": ["utf-8", "utf-16"]},
    "window": {"workDoneProgress": True},
    "workspace": {"applyEdit": True, "didChangeWatchedFiles": {"dynamicRegistration": True},
                  "diagnostics": {"refreshSupport": True},
                  "workspaceEdit": {"documentChanges": True, "resourceOperations": ["rename"]}},
    "textDocument": {
        "hover": {"contentFormat": ["markdown", "plaintext"]},
        "completion": {"completionItem": {"snippetSupport": True, "documentationFormat": ["markdown"]},
                       "completionItemKind": {"valueSet": list(range(1, 26))}},
        "documentSymbol": {"hierarchicalDocumentSymbolSupport": True, "symbolKind": {"valueSet": list(range(1, 27))}},
        "codeAction": {"codeActionLiteralSupport": {"codeActionKind": {"valueSet": ["quickfix", "source"]}},
                       "isPreferredSupport": True},
        "documentLink": {"tooltipSupport": True},
        "publishDiagnostics": {"versionSupport": True, "codeDescriptionSupport": True, "dataSupport": True},
        "inlayHint": {}, "colorProvider": {}, "rename": {"prepareSupport": True},
    },
}
CLIENTS = {
    "full": FULL,
    "plaintext": {"textDocument": {"hover": {"contentFormat": ["plaintext"]},
                                   "completion": {"completionItem": {"documentationFormat": ["plaintext"]}}}},
    "refuses-progress": {"window": {"workDoneProgress": True}},
    "minimal": {},
    "pull": {"textDocument": {"diagnostic": {}}, "workspace": {"diagnostics": {"refreshSupport": True}}},
}


class Session:
    def __init__(self, binary, kind, capabilities):
        self.kind = kind
        self.capabilities = capabilities
        self.process = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        self.responses = {}
        self.condition = threading.Condition()
        self.violations = []
        self.next_id = 0
        self.tokens = {}  # progress token → "refused" | "created" | "begun" | "ended"
        self.sent_methods = {}
        threading.Thread(target=self.read, daemon=True).start()

    # --- wire
    def write(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self):
        stream = self.process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    with self.condition:
                        self.condition.notify_all()
                    return
                line = line.strip()
                if not line:
                    break
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
            message = json.loads(stream.read(length))
            self.received(message)

    def violation(self, what):
        self.violations.append(f"[{self.kind}] {what}")

    # --- typed checks
    def strict(self, message, cls, what):
        try:
            typed = CONVERTER.structure(message, cls)
        except Exception as error:  # cattrs raises its own exception groups
            self.violation(f"{what}: does not structure as {cls.__name__}: {str(error)[:200]}")
            return None
        back = CONVERTER.unstructure(typed, cls)
        if normalized(back) != normalized(message):
            self.violation(f"{what}: changes in a round trip through {cls.__name__}: {diff(message, back)}")
        return typed

    def received(self, message):
        method = message.get("method")
        if method is not None and "id" in message:  # a request of the server's
            request_type = types.METHOD_TO_TYPES.get(method, (None,))[0]
            if request_type is None:
                self.violation(f"unknown server request {method}")
            else:
                self.strict(message, request_type, method)
            self.answer(message)
            return
        if method is not None:
            notification_type = types.METHOD_TO_TYPES.get(method, (None,))[0]
            if notification_type is None and not method.startswith("tabls/"):
                self.violation(f"unknown notification {method}")
            elif notification_type is not None:
                self.strict(message, notification_type, method)
            self.check_notification(method, message.get("params") or {})
            return
        with self.condition:
            self.responses[message.get("id")] = message
            self.condition.notify_all()

    def answer(self, request):
        method = request["method"]
        if method == "window/workDoneProgress/create":
            token = request["params"]["token"]
            if not self.capabilities.get("window", {}).get("workDoneProgress"):
                self.violation("progress token created for a client without workDoneProgress")
            if self.kind == "refuses-progress":
                self.tokens[token] = "refused"
                self.write({"jsonrpc": "2.0", "id": request["id"], "error": {"code": -32603, "message": "no"}})
                return
            self.tokens[token] = "created"
        if method == "workspace/diagnostic/refresh":
            if not self.capabilities.get("workspace", {}).get("diagnostics", {}).get("refreshSupport"):
                self.violation("diagnostic refresh to a client without refreshSupport")
        if method == "client/registerCapability":
            if not self.capabilities.get("workspace", {}).get("didChangeWatchedFiles", {}).get("dynamicRegistration"):
                self.violation("registration for a client without dynamicRegistration")
        if method == "workspace/applyEdit" and not self.capabilities.get("workspace", {}).get("applyEdit"):
            self.violation("applyEdit to a client without applyEdit")
        self.write({"jsonrpc": "2.0", "id": request["id"], "result": None})

    def check_notification(self, method, params):
        if method == "$/progress":
            token = params.get("token")
            kind = params.get("value", {}).get("kind")
            state = self.tokens.get(token)
            expected = {"begin": "created", "report": "begun", "end": "begun"}.get(kind)
            if state != expected:
                self.violation(f"$/progress {kind} on token {token} in state {state}")
            self.tokens[token] = {"begin": "begun", "report": "begun", "end": "ended"}.get(kind, state)
        if method == "textDocument/publishDiagnostics":
            if self.kind == "pull":
                self.violation("pushed diagnostics to a client that pulls")
            self.check_diagnostics(params.get("diagnostics", []), "publishDiagnostics")
            if "version" in params and not self.declares("textDocument", "publishDiagnostics", "versionSupport"):
                self.violation("diagnostic version without versionSupport")

    def declares(self, *path):
        node = self.capabilities
        for key in path:
            if not isinstance(node, dict):
                return False
            node = node.get(key)
        return bool(node)

    def check_diagnostics(self, diagnostics, what):
        for diagnostic in diagnostics:
            if "codeDescription" in diagnostic and not self.declares("textDocument", "publishDiagnostics",
                                                                     "codeDescriptionSupport"):
                self.violation(f"{what}: codeDescription without codeDescriptionSupport")
            if "data" in diagnostic and not self.declares("textDocument", "publishDiagnostics", "dataSupport"):
                self.violation(f"{what}: data without dataSupport")

    # --- requests
    def request(self, method, params, timeout=30):
        self.next_id += 1
        request_id = self.next_id
        self.write({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
        with self.condition:
            if not self.condition.wait_for(lambda: request_id in self.responses or self.process.poll() is not None,
                                           timeout):
                self.violation(f"{method}: no answer in {timeout} s")
                return None
            response = self.responses.pop(request_id, None)
        if response is None:
            self.violation(f"{method}: the server went away")
            return None
        if "error" in response:
            return response
        response_type = types.METHOD_TO_TYPES.get(method, (None, None))[1]
        if response_type is not None:
            self.strict(response, response_type, method)
        self.check_result(method, response.get("result"))
        return response

    def notify(self, method, params):
        self.write({"jsonrpc": "2.0", "method": method, "params": params})

    def check_result(self, method, result):
        if result is None:
            return
        default_kinds = range(1, 19)
        if method == "textDocument/hover":
            kind = result["contents"].get("kind")
            formats = self.capabilities.get("textDocument", {}).get("hover", {}).get("contentFormat", ["plaintext"])
            if kind not in formats:
                self.violation(f"hover in {kind} to a client that takes {formats}")
        if method == "textDocument/completion":
            items = result["items"] if isinstance(result, dict) else result
            kinds = self.capabilities.get("textDocument", {}).get("completion", {}).get(
                "completionItemKind", {}).get("valueSet", default_kinds)
            snippets = self.declares("textDocument", "completion", "completionItem", "snippetSupport")
            for item in items:
                if "kind" in item and item["kind"] not in kinds:
                    self.violation(f"completion kind {item['kind']} outside the client's set")
                if item.get("insertTextFormat") == 2 and not snippets:
                    self.violation("a snippet to a client without snippetSupport")
                if isinstance(item.get("documentation"), dict):
                    formats = self.capabilities.get("textDocument", {}).get("completion", {}).get(
                        "completionItem", {}).get("documentationFormat", [])
                    if item["documentation"]["kind"] not in formats:
                        self.violation("completion documentation in an undeclared format")
        if method == "textDocument/documentSymbol":
            hierarchical = self.declares("textDocument", "documentSymbol", "hierarchicalDocumentSymbolSupport")
            kinds = self.capabilities.get("textDocument", {}).get("documentSymbol", {}).get(
                "symbolKind", {}).get("valueSet", default_kinds)
            for symbol in result:
                if ("location" in symbol) == hierarchical:
                    self.violation("DocumentSymbol/SymbolInformation against hierarchicalDocumentSymbolSupport")
                self.check_symbol(symbol, kinds)
        if method == "textDocument/codeAction":
            literals = self.declares("textDocument", "codeAction", "codeActionLiteralSupport")
            for action in result:
                if "edit" in action or "kind" in action:
                    if not literals:
                        self.violation("a CodeAction literal to a client without codeActionLiteralSupport")
                    if "isPreferred" in action and not self.declares("textDocument", "codeAction", "isPreferredSupport"):
                        self.violation("isPreferred without isPreferredSupport")
                    self.check_diagnostics(action.get("diagnostics", []), "codeAction")
        if method == "textDocument/documentLink":
            for link in result:
                if "tooltip" in link and not self.declares("textDocument", "documentLink", "tooltipSupport"):
                    self.violation("a link tooltip without tooltipSupport")
        if method == "textDocument/diagnostic":
            self.check_diagnostics(result.get("items", []), "diagnostic")

    def check_symbol(self, symbol, kinds, parent=None):
        if symbol["kind"] not in kinds:
            self.violation(f"symbol kind {symbol['kind']} outside the client's set")
        if parent is not None and not contains(parent["range"], symbol["range"]):
            self.violation(f"symbol {symbol['name']} outside its parent {parent['name']}")
        if "selectionRange" in symbol and not contains(symbol["range"], symbol["selectionRange"]):
            self.violation(f"symbol {symbol['name']}: selectionRange outside range")
        for child in symbol.get("children", []):
            self.check_symbol(child, kinds, symbol)


def contains(outer, inner):
    def key(position):
        return (position["line"], position["character"])
    return key(outer["start"]) <= key(inner["start"]) and key(inner["end"]) <= key(outer["end"])


def normalized(value):
    if isinstance(value, dict):
        return {key: normalized(item) for key, item in value.items() if item is not None or key in ("result",)}
    if isinstance(value, list):
        return [normalized(item) for item in value]
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def diff(original, back):
    original, back = normalized(original), normalized(back)
    if isinstance(original, dict) and isinstance(back, dict):
        for key in sorted(set(original) | set(back)):
            if original.get(key) != back.get(key):
                return f"at '{key}': {diff(original.get(key), back.get(key))}"
    if isinstance(original, list) and isinstance(back, list) and len(original) == len(back):
        for index, (a, b) in enumerate(zip(original, back)):
            if a != b:
                return f"[{index}] {diff(a, b)}"
    return f"{json.dumps(original, ensure_ascii=False)[:120]} became {json.dumps(back, ensure_ascii=False)[:120]}"


def utf16_length(text):
    return len(text.encode("utf-16-le")) // 2


def documents(workspace):
    found = []
    for directory, _, files in os.walk(workspace):
        for name in sorted(files):
            if name.endswith((".m", ".swift", ".storyboard", ".strings")):
                found.append(os.path.join(directory, name))
    return sorted(found)


def run(binary, workspace, kind, capabilities, stride):
    session = Session(binary, kind, capabilities)
    root = "file://" + os.path.abspath(workspace)
    reply = session.request("initialize", {"processId": None, "rootUri": root, "capabilities": capabilities,
                                           "workspaceFolders": [{"uri": root, "name": "workspace"}]})
    session.declared = (reply or {}).get("result", {}).get("capabilities", {})
    for provider in ("inlayHintProvider", "colorProvider"):
        name = {"inlayHintProvider": "inlayHint", "colorProvider": "colorProvider"}[provider]
        if provider in session.declared and name not in capabilities.get("textDocument", {}):
            session.violation(f"{provider} declared to a client without textDocument.{name}")
    encoding = session.declared.get("positionEncoding", "utf-16")
    session.notify("initialized", {})
    for path in documents(workspace):
        uri = "file://" + os.path.abspath(path)
        text = open(path, encoding="utf-8", errors="replace").read()
        language = {"m": "objective-c", "swift": "swift"}.get(path.rsplit(".", 1)[-1], "plaintext")
        session.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": language, "version": 1,
                                                                 "text": text}})
        document = {"textDocument": {"uri": uri}}
        lines = text.split("\n")
        renamed = False
        prepares = isinstance(session.declared.get("renameProvider"), dict)
        for line_number, line in enumerate(lines):
            width = len(line.encode("utf-8")) if encoding == "utf-8" else utf16_length(line)
            for character in sorted(set(list(range(0, width, stride)) + [width])):
                position = {"line": line_number, "character": character}
                # References where the client can also rename (the full one): every kind asks the other three.
                for method in ("textDocument/hover", "textDocument/completion", "textDocument/definition") + (
                        ("textDocument/references",) if prepares else ()):
                    params = {**document, "position": position}
                    if method == "textDocument/references":
                        params["context"] = {"includeDeclaration": True}
                    response = session.request(method, params)
                    if response and "error" in response:
                        session.violation(f"{method} at {position} of {path}: {response['error']}")
                if prepares:
                    # prepareRename may refuse with a message (-32803); a rename where it offers one, once a file.
                    prepared = session.request("textDocument/prepareRename", {**document, "position": position})
                    if prepared and prepared.get("error", {}).get("code", -32803) != -32803:
                        session.violation(f"prepareRename at {position} of {path}: {prepared['error']}")
                    if not renamed and prepared and prepared.get("result"):
                        renamed = True
                        session.request("textDocument/rename", {**document, "position": position, "newName": "renamed_x"})
        whole = {"start": {"line": 0, "character": 0}, "end": {"line": len(lines), "character": 0}}
        session.request("textDocument/documentSymbol", document)
        session.request("textDocument/documentLink", document)
        session.request("textDocument/codeLens", document)
        session.request("textDocument/codeAction", {**document, "range": whole, "context": {"diagnostics": []}})
        if session.declared.get("inlayHintProvider"):
            session.request("textDocument/inlayHint", {**document, "range": whole})
        if session.declared.get("colorProvider"):
            colors = (session.request("textDocument/documentColor", document) or {}).get("result") or []
            for color in colors:
                session.request("textDocument/colorPresentation",
                                {**document, "range": color["range"], "color": color["color"]})
        if kind == "pull":
            first = session.request("textDocument/diagnostic", document)
            result_id = (first or {}).get("result", {}).get("resultId")
            session.request("textDocument/diagnostic", {**document, "previousResultId": result_id})
    if kind == "minimal":
        session.notify("exit", None)  # an exit without shutdown: exit status 1
        if session.process.wait(timeout=10) != 1:
            session.violation("exit without shutdown did not exit with 1")
    else:
        session.request("shutdown", None)
        session.notify("exit", None)
        if session.process.wait(timeout=10) != 0:
            session.violation("shutdown then exit did not exit with 0")
    return session.violations


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    binary, workspace = sys.argv[1], sys.argv[2]
    stride = int(sys.argv[sys.argv.index("--stride") + 1]) if "--stride" in sys.argv else 4
    total = []
    for kind, capabilities in CLIENTS.items():
        violations = run(binary, workspace, kind, capabilities, stride)
        print(f"{'ok  ' if not violations else 'FAIL'} {kind}: {len(violations)} violation(s)")
        total += violations
    seen = {}
    for violation in total:
        seen[violation] = seen.get(violation, 0) + 1
    for violation, count in sorted(seen.items()):
        print(f"  {violation}" + (f" (×{count})" if count > 1 else ""))
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
