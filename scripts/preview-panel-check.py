#!/usr/bin/env python3
"""Opens the VS Code extension's live preview page in a real browser (headless Chromium) with a stand-in for the
webview API, posts it a picture as the extension does, and checks what a person sees and what the pickers send
back: the picture decodes, the pickers list the devices and languages posted and show the chosen ones, notes are
text (never markup), and a changed picker posts the options. A page whose script does not run, or that runs a
script without the page's nonce, is refused: each check is shown to fail.

    scripts/preview-panel-check.py TABLS [CHROMIUM]
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NONCE = "cHJldmlldy1jaGVjaw=="

# The page as extension.js makes it, loaded with stand-ins for `vscode` and the language client.
PAGE_JS = """
const Module = require('module');
const load = Module._load;
Module._load = function (request, ...rest) {
  if (request === 'vscode') return {};
  if (request === 'vscode-languageclient/node') return { LanguageClient: class {} };
  return load.call(this, request, ...rest);
};
process.stdout.write(require(process.argv[1]).previewPage(process.argv[2]));
"""

# Before the page's script: the webview API it asks for, recording what it posts.
STAND_IN = f"""<script nonce="{NONCE}">
window.__posted = [];
window.acquireVsCodeApi = () => ({{ postMessage: (message) => window.__posted.push(message) }});
</script>"""

# After it: post a picture, read the DOM, change a picker, and write what happened into <pre id="probe">.
def probe(png):
    return f"""<script nonce="{NONCE}">
window.addEventListener('load', () => {{
  window.postMessage({{ type: 'picture', png: '{png}', width: 120, styleReason: 'iOS 27 · Liquid Glass',
    notes: ['<b>bold</b> is text'], devices: ['iPhone 15', 'iPhone SE (3rd)'], languages: ['de', 'en'],
    options: {{ device: 'iPhone SE (3rd)', os: 18, language: 'de' }} }}, '*');
  setTimeout(() => {{
    const form = document.getElementById('pickers');
    const image = document.getElementById('bar');
    const options = (name) => [...form.elements[name].options].map((o) => o.value);
    form.elements.language.value = 'en';
    form.elements.language.dispatchEvent(new Event('change', {{ bubbles: true }}));
    const result = {{
      decoded: image.complete && image.naturalWidth > 0, width: image.width,
      devices: options('device'), languages: options('language'),
      device: form.elements.device.value, os: form.elements.os.value,
      notes: document.getElementById('notes').textContent, markup: document.querySelectorAll('#notes b').length,
      reason: document.getElementById('reason').textContent, posted: window.__posted,
    }};
    const out = document.createElement('pre');
    out.id = 'probe';
    out.textContent = JSON.stringify(result);
    document.body.appendChild(out);
  }}, 100);
}});
</script>"""


def fail(message):
    print(f"preview panel: FAIL: {message}")
    sys.exit(1)


def run(page, flags, scratch, name):
    path = os.path.join(scratch, name)
    with open(path, "w", encoding="utf-8") as out:
        out.write(page)
    dom = subprocess.run(flags + ["--dump-dom", "file://" + path], capture_output=True, text=True, timeout=120).stdout
    start = dom.find('<pre id="probe">')
    if start < 0:
        return None
    return json.loads(dom[start + len('<pre id="probe">'):dom.index("</pre>", start)].replace("&quot;", '"')
                      .replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">"))


def problems_of(result):
    if result is None:
        return ["the page's script did not run"]
    problems = []
    if not result["decoded"] or result["width"] != 120:
        problems.append("the picture does not show")
    if result["devices"] != ["", "iPhone 15", "iPhone SE (3rd)"] or result["device"] != "iPhone SE (3rd)":
        problems.append(f"device picker {result['devices']} on {result['device']!r}")
    if result["languages"] != ["", "de", "en"] or result["os"] != "18":
        problems.append(f"language picker {result['languages']}, iOS {result['os']}")
    if result["markup"] != 0 or "<b>bold</b> is text" not in result["notes"]:
        problems.append("a note became markup")
    expected = {"type": "options", "device": "iPhone SE (3rd)", "os": 18, "appearance": "", "language": "en"}
    if result["posted"] != [expected]:
        problems.append(f"the pickers posted {result['posted']}")
    return problems


def main():
    tabls = sys.argv[1]
    chromium = sys.argv[2] if len(sys.argv) > 2 else shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        fail("no chromium")
    scratch = tempfile.mkdtemp(prefix="tabls-panel-")
    picture = os.path.join(scratch, "bar.png")
    subprocess.run([tabls, "preview", os.path.join(REPO, "Examples/LegacyApp/Sources/LegacyTabBarController.m"),
                    "-o", picture], check=True, capture_output=True)
    png = base64.b64encode(open(picture, "rb").read()).decode()
    page = subprocess.run(["node", "-e", PAGE_JS, os.path.join(REPO, "editors/vscode/extension.js"), NONCE],
                          check=True, capture_output=True, text=True).stdout
    flags = [chromium, "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={scratch}/profile",
             "--virtual-time-budget=5000"]
    body = page.index("<body>") + len("<body>")
    ready = page[:body] + STAND_IN + page[body:].replace("</body>", probe(png) + "</body>")
    problems = problems_of(run(ready, flags, scratch, "panel.html"))
    if problems:
        fail("; ".join(problems))
    # Each check can fail: a page broken its way is refused.
    broken = {
        "its script without the nonce": ready.replace(f'<script nonce="{NONCE}">\n      const vscode', "<script>\n      const vscode"),
        "notes written as markup": ready.replace("p.textContent = text;", "p.innerHTML = text;"),
        "no pickers posted": ready.replace("form.addEventListener('change'", "form.addEventListener('input'"),
    }
    for name, bad in broken.items():
        if bad == ready:
            fail(f"could not break the page: {name}")
        refused = problems_of(run(bad, flags, scratch, "broken.html"))
        if not refused:
            fail(f"a page with {name} passes the checks")
        print(f"preview panel: a page with {name} is refused: {'; '.join(refused)}")
    print("preview panel: ok: the picture decodes, the pickers list and keep the choices, notes stay text, "
          "a changed picker posts the options")


if __name__ == "__main__":
    main()
