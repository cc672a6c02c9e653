#!/usr/bin/env python3
"""A stress run of `tabls lsp`: seeded random and mutated LSP messages for SECONDS, then `shutdown` must be
answered with a null result and the server must still be alive. Usage: lsp-stress.py TABLS ROOT [SECONDS] [SEED]."""
import json
import os
import random
import select
import subprocess
import sys
import time

tabls, root = sys.argv[1], os.path.abspath(sys.argv[2])
seconds = float(sys.argv[3]) if len(sys.argv) > 3 else 30
rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 2026)

server = subprocess.Popen([tabls, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
received = bytearray()


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


os.set_blocking(server.stdin.fileno(), False)


def send(raw: bytes):
    """Writes `raw` while reading whatever the server says meanwhile: a client that stops reading while it writes
    deadlocks with any server whose output pipe fills (both sides blocked in a pipe write)."""
    view = memoryview(raw)
    while view:
        readable, writable, _ = select.select([server.stdout], [server.stdin], [], 5)
        if readable:
            chunk = os.read(server.stdout.fileno(), 1 << 20)
            if chunk:
                received.extend(chunk)
        if writable:
            try:
                view = view[os.write(server.stdin.fileno(), view):]
            except BlockingIOError:
                pass
        if not readable and not writable and server.poll() is not None:
            return


def drain(timeout=0.0):
    while select.select([server.stdout], [], [], timeout)[0]:
        chunk = os.read(server.stdout.fileno(), 1 << 20)
        if not chunk:
            return
        received.extend(chunk)
        timeout = 0


def message(method, params, id=None):
    body = {"jsonrpc": "2.0", "method": method, "params": params}
    if id is not None:
        body["id"] = id
    return json.dumps(body).encode()


sources = []
for folder, _, names in os.walk(root):
    for name in names:
        if name.endswith((".m", ".swift", ".storyboard", ".strings", ".json")):
            with open(os.path.join(folder, name), "rb") as f:
                sources.append(("file://" + os.path.join(folder, name), f.read().decode("utf-8", "replace")))

numbers = [0, 1, -1, 7, 2**31 - 1, 2**31, 2**53, 2**63 - 1, -(2**63), 1e300, -1e300, 0.5, "3", None, [], {}]
methods = ["textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/codeAction",
           "textDocument/documentSymbol", "textDocument/documentLink", "textDocument/codeLens", "tabls/preview",
           "tabls/layout", "textDocument/diagnostic", "tabls/keypaths", "tabls/documentText", "completionItem/resolve",
           "workspace/executeCommand", "nonexistent/method", "$/cancelRequest", "textDocument/didChange",
           "textDocument/didOpen", "textDocument/didClose", "workspace/didChangeWatchedFiles",
           "workspace/didChangeConfiguration", "textDocument/references", "textDocument/prepareRename",
           "textDocument/rename", "textDocument/inlayHint", "textDocument/documentColor",
           "textDocument/colorPresentation"]


def position():
    return {"line": rng.choice(numbers + [rng.randint(0, 80)] * 6), "character": rng.choice(numbers + [rng.randint(0, 80)] * 6)}


def params_for(method, uri):
    choice = rng.random()
    if choice < 0.1:
        return rng.choice(numbers)
    document = {"uri": uri, "version": rng.choice([1, 2, 3, None, "x"]), "languageId": rng.choice(["swift", "objective-c", "xml", 3])}
    if method == "textDocument/didOpen":
        document["text"] = rng.choice(sources)[1] if sources else ""
    params = {"textDocument": document, "position": position(), "range": {"start": position(), "end": position()},
              "context": {"diagnostics": [], "only": ["quickfix"]}, "format": rng.choice(["ascii", "png", "svg", 3]),
              "scale": rng.choice(numbers), "selectedIndex": rng.choice(numbers), "uri": uri,
              "contentChanges": [{"range": {"start": position(), "end": position()}, "text": rng.choice(["", "x", "@{", "]]", "é😀"])}],
              "changes": [{"uri": uri, "type": rng.choice([1, 2, 3, 9])}], "settings": {"tabls": {"rules": {"TAB101": rng.choice(["off", "loud", 3])}}},
              "command": rng.choice(["tabls.previewTabBar", "x"]), "arguments": [rng.choice(numbers)], "id": rng.choice(numbers),
              "newName": rng.choice(["renamed", "", "a/b", "x\"y", "é😀", "a" * 2000, 3]),
              "color": {"red": rng.choice([0.5, 2, -1, "x", float("nan") if rng.random() < 0.01 else 1]), "green": 0.5,
                        "blue": rng.choice(numbers), "alpha": 1}}
    if rng.random() < 0.3:
        for key in rng.sample(list(params), k=rng.randint(1, 4)):
            params[key] = rng.choice(numbers)
    return params


def mutate(raw: bytes) -> bytes:
    data = bytearray(raw)
    for _ in range(rng.randint(1, 6)):
        if not data:
            break
        i = rng.randrange(len(data))
        operation = rng.random()
        if operation < 0.4:
            data[i] = rng.randrange(256)
        elif operation < 0.7:
            del data[i]
        else:
            data.insert(i, rng.choice(b'{}[]":,\\\x00\xff'))
    return bytes(data)


send(frame(message("initialize", {"rootUri": "file://" + root, "capabilities": {}}, 1)))
send(frame(message("initialized", {})))
deadline = time.time() + seconds
sent = 0
next_id = 100
while time.time() < deadline:
    uri = rng.choice(sources)[0] if sources and rng.random() < 0.9 else rng.choice(["file:///etc/passwd", "untitled:x", "file://" + root + "/../x.m", "%2e%2e"])
    method = rng.choice(methods)
    is_request = not method.startswith(("textDocument/did", "workspace/did", "$/"))
    body = message(method, params_for(method, uri), next_id if is_request else None)
    next_id += 1
    kind = rng.random()
    if kind < 0.75:
        send(frame(body))
    elif kind < 0.9:
        send(frame(mutate(body)))
    elif kind < 0.95:
        send(mutate(frame(body)))  # a broken frame: the decoder must resynchronise
    else:
        send(frame(bytes(rng.randrange(256) for _ in range(rng.randint(0, 64)))))
    sent += 1
    if sent % 50 == 0:
        drain()
        if server.poll() is not None:
            sys.exit(f"lsp-stress: tabls exited with {server.returncode} after {sent} messages")

# Whatever came before, a clean shutdown must be answered.
send(b"\r\n\r\n" + frame(message("shutdown", None, "final-shutdown")))
end = time.time() + 30
answer = None
while time.time() < end and answer is None:
    drain(0.2)
    for line in received.split(b"Content-Length"):
        start = line.find(b"{")
        if start >= 0 and b'"final-shutdown"' in line:
            try:
                candidate = json.loads(line[start:])
            except ValueError:
                continue
            if candidate.get("id") == "final-shutdown":
                answer = candidate
if answer is None or "result" not in answer or answer["result"] is not None:
    sys.exit(f"lsp-stress: no clean shutdown answer after {sent} messages: {answer}")
send(frame(message("exit", None)))
server.wait(timeout=10)
print(f"lsp-stress: {sent} messages in {seconds:.0f} s, shutdown answered, exit {server.returncode}")
