#!/usr/bin/env python3
"""Opens `tabls check --format html` of a project in a real browser (headless Chromium) and checks what a person
sees: the tab bars, their pictures (every one decodes), the findings (as many as `--format json` reports, each
once), no script or network in the page, and a screenshot that is not blank.

    scripts/html-report-check.py TABLS PROJECT [CHROMIUM]
"""
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

# Run in the browser once the page (and its inline pictures) has loaded: what the DOM holds, as JSON in <pre id>.
PROBE = """
<script>
window.addEventListener('load', () => {
  const images = [...document.querySelectorAll('img')];
  const result = {
    bars: document.querySelectorAll('article.bar').length,
    drawn: document.querySelectorAll('article.bar.drawn').length,
    images: document.querySelectorAll('.shot img').length,
    all: images.length,
    decoded: images.filter(i => i.complete && i.naturalWidth > 0).length,
    languages: document.querySelectorAll('.languages').length,
    findings: document.querySelectorAll('li.finding').length,
    codes: [...document.querySelectorAll('li.finding')].map(li => li.dataset.code),
    barFindings: document.querySelectorAll('article.bar ol.findings li').length,
    rules: document.querySelectorAll('section#rules details').length,
    external: [...document.querySelectorAll('[src],[href]')].map(e => e.getAttribute('src') || e.getAttribute('href'))
      .filter(u => !u.startsWith('data:') && !u.startsWith('#')).length,
  };
  const out = document.createElement('pre');
  out.id = 'probe';
  out.textContent = JSON.stringify(result);
  document.body.appendChild(out);
});
</script>
"""


def fail(message):
    print(f"html report: FAIL: {message}")
    sys.exit(1)


def png_pixels(data):
    """(width, height, rows of RGB(A) bytes) of an 8-bit, non-interlaced PNG, as Chromium writes screenshots."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    position, chunks, header = 8, [], None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        position += 12 + length
    width, height, depth, color, _, _, interlace = header
    assert depth == 8 and interlace == 0 and color in (2, 6), f"unexpected PNG kind {header}"
    channels = 3 if color == 2 else 4
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        row = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            left = row[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1:
                row[x] = (row[x] + left) & 255
            elif kind == 2:
                row[x] = (row[x] + up) & 255
            elif kind == 3:
                row[x] = (row[x] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                row[x] = (row[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(row))
        previous = row
    return width, height, channels, rows


def probe_page(page, flags, scratch, name):
    """What the browser finds in `page`: the probe's JSON."""
    probed = os.path.join(scratch, name)
    with open(probed, "w", encoding="utf-8") as out:
        out.write(page.replace("</body>", PROBE + "</body>"))
    dom = subprocess.run(flags + ["--dump-dom", "file://" + probed], capture_output=True, text=True, timeout=120).stdout
    start = dom.find('<pre id="probe">')
    if start < 0:
        fail("the probe did not run: " + dom[-300:])
    return json.loads(dom[start + len('<pre id="probe">'):dom.index("</pre>", start)].replace("&quot;", '"')
                      .replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">"))


def problems_of(page, expected, flags, scratch, name, expected_bars=None):
    """Everything wrong with `page` against the findings of `--format json`, and the screenshot's colour count."""
    problems = []
    if "<script" in page:
        problems.append("the report has a script")
    probe = probe_page(page, flags, scratch, name + ".probed.html")
    if probe["bars"] == 0:
        problems.append("no tab bar")
    if probe["drawn"] == 0 or probe["images"] != probe["drawn"] * 4:
        problems.append(f"{probe['images']} pictures for {probe['drawn']} bars drawn (4 each)")
    if expected_bars is not None and probe["drawn"] != min(expected_bars, 40):
        problems.append(f"{probe['drawn']} bars drawn of {expected_bars}")
    if probe["decoded"] != probe["all"]:
        problems.append(f"{probe['all'] - probe['decoded']} pictures do not decode")
    if probe["findings"] != len(expected):
        problems.append(f"{probe['findings']} findings listed, --format json has {len(expected)}")
    if sorted(probe["codes"]) != sorted(f["code"] for f in expected):
        problems.append("the findings' codes differ from --format json's")
    codes = {f["code"] for f in expected}
    if probe["rules"] != len(codes):
        problems.append(f"{probe['rules']} rules documented for {len(codes)} codes")
    if probe["external"] != 0:
        problems.append(f"{probe['external']} external references")
    page_file = os.path.join(scratch, name)
    with open(page_file, "w", encoding="utf-8") as out:
        out.write(page)
    shot = os.path.join(scratch, name + ".png")
    subprocess.run(flags + ["--window-size=1200,1600", f"--screenshot={shot}", "file://" + page_file],
                   capture_output=True, timeout=120)
    width, height, channels, rows = png_pixels(open(shot, "rb").read())
    colours = {row[x:x + 3] for row in rows[::8] for x in range(0, width * channels, channels * 8)}
    if len(colours) < 16:
        problems.append(f"the screenshot is blank ({len(colours)} colours)")
    return problems, probe, len(colours)


# Pages each check must refuse: the report broken in one way each.
def broken_pages(page):
    first_finding = page.index('<li class="finding ')
    image = page.index("data:image/png;base64,") + len("data:image/png;base64,")
    body = page.index("<body>") + len("<body>")
    return {
        "a finding missing": page[:first_finding] + page[page.index("</li>", first_finding) + 5:],
        "a picture broken": page[:image] + "AAAA" + page[image + 40:],
        "a script": page.replace("</main>", "<script>1</script></main>"),
        "a picture from the network": page.replace('src="data:', 'src="http://127.0.0.1:9/x.png" data-old="data:', 1),
        "a blank page": page[:body] + '<div style="position:fixed;inset:0;background:#fff"></div>' + page[body:],
    }


def main():
    tabls, project = sys.argv[1], sys.argv[2]
    chromium = sys.argv[3] if len(sys.argv) > 3 else shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        fail("no chromium")
    scratch = tempfile.mkdtemp(prefix="tabls-html-")
    report = os.path.join(scratch, "report.html")
    subprocess.run([tabls, "check", "--format", "html", "--fail-on", "never", "--output-file", report, project],
                   check=True, stderr=subprocess.DEVNULL)
    expected = json.loads(subprocess.run([tabls, "check", "--format", "json", "--fail-on", "never", project],
                                         check=True, capture_output=True).stdout)["findings"]
    page = open(report, encoding="utf-8").read()
    flags = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             f"--user-data-dir={scratch}/profile", "--virtual-time-budget=10000"]
    problems, probe, colours = problems_of(page, expected, flags, scratch, "report.html")
    if problems:
        fail("; ".join(problems))
    # Each check can fail: a page broken its way is refused.
    for number, (broken, bad) in enumerate(broken_pages(page).items()):
        refused = problems_of(bad, expected, flags, scratch, f"broken-{number}.html")[0]
        if not refused:
            fail(f"a page with {broken} passes the checks")
        print(f"html report: a page with {broken} is refused: {'; '.join(refused)}")
    print(f"html report: ok: {probe['bars']} bars, {probe['all']} pictures decoded ({probe['languages']} bars in "
          f"several languages), {probe['findings']} findings "
          f"({probe['barFindings']} beside their bars), a screenshot with {colours} colours; "
          f"{len(broken_pages(page))} broken pages refused")
    shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
