#!/usr/bin/env python3
"""Draws the demo app's tab icons as PNG files (standard library only).

Run from this folder: python3 make-icons.py. The shapes are simple on purpose: a house, a chat bubble,
a person, a compass and a plus, each in a light and (where the demo wants one) a dark colour.
"""
import json, math, os, struct, zlib

def png(path, width, height, pixels):
    raw = b"".join(b"\x00" + bytes(pixels[y * width * 4:(y + 1) * width * 4]) for y in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(data)

def inside(shape, x, y):
    """x, y in [0, 1]; whether the point is ink for the shape."""
    if shape == "house":
        roof = y < 0.5 and abs(x - 0.5) < (y - 0.1) * 1.1
        body = 0.45 <= y <= 0.9 and 0.2 <= x <= 0.8 and not (0.6 < y and 0.42 < x < 0.58)
        return roof or body
    if shape == "bubble":
        ellipse = ((x - 0.5) / 0.42) ** 2 + ((y - 0.45) / 0.32) ** 2 <= 1
        tail = 0.7 < y < 0.92 and 0.25 < x < 0.25 + (0.92 - y)
        return ellipse or tail
    if shape == "person":
        head = (x - 0.5) ** 2 + (y - 0.3) ** 2 <= 0.18 ** 2
        body = y > 0.55 and ((x - 0.5) / 0.38) ** 2 + ((y - 0.95) / 0.4) ** 2 <= 1 and y < 0.92
        return head or body
    if shape == "compass":
        r = math.hypot(x - 0.5, y - 0.5)
        needle = abs((x - 0.5) + (y - 0.5)) < 0.08 and r < 0.3
        return (0.36 < r < 0.45) or needle
    if shape == "plus":
        r = math.hypot(x - 0.5, y - 0.5)
        cross = (abs(x - 0.5) < 0.07 or abs(y - 0.5) < 0.07) and max(abs(x - 0.5), abs(y - 0.5)) < 0.28
        return r < 0.48 and not cross
    raise ValueError(shape)

def icon(path, shape, color, size):
    pixels = []
    for py in range(size):
        for px in range(size):
            # 4x supersampling for soft edges
            hits = sum(inside(shape, (px + (i + 0.5) / 4) / size, (py + (j + 0.5) / 4) / size)
                       for i in range(4) for j in range(4))
            pixels += [*color, round(255 * hits / 16)]
    png(path, size, size, pixels)

GRAY, ORANGE, LIGHT_GRAY, AMBER = (138, 138, 138), (255, 106, 0), (200, 200, 200), (255, 159, 10)

def imageset(folder, name, shape, color, dark=None, points=25):
    directory = os.path.join(folder, name + ".imageset")
    os.makedirs(directory, exist_ok=True)
    images = []
    for scale in (2, 3):
        filename = f"{name}@{scale}x.png"
        icon(os.path.join(directory, filename), shape, color, points * scale)
        images.append({"filename": filename, "idiom": "universal", "scale": f"{scale}x"})
        if dark:
            dark_name = f"{name}_dark_appearance@{scale}x.png"
            icon(os.path.join(directory, dark_name), shape, dark, points * scale)
            images.append({"appearances": [{"appearance": "luminosity", "value": "dark"}],
                           "filename": dark_name, "idiom": "universal", "scale": f"{scale}x"})
    with open(os.path.join(directory, "Contents.json"), "w") as f:
        json.dump({"images": images, "info": {"author": "xcode", "version": 1}}, f, indent=2)
        f.write("\n")

if __name__ == "__main__":
    assets = "DemoApp/Assets.xcassets"
    imageset(assets, "home_normal", "house", GRAY, dark=LIGHT_GRAY)
    imageset(assets, "home_highlight", "house", ORANGE, dark=AMBER)
    imageset(assets, "message_normal", "bubble", GRAY)              # no dark variant anywhere
    imageset(assets, "message_highlight", "bubble", ORANGE)
    imageset(assets, "message_highlight_dark", "bubble", AMBER)     # dark by the _dark suffix
    imageset(assets, "mine_normal", "person", GRAY, dark=LIGHT_GRAY)
    imageset(assets, "mine_highlight", "person", ORANGE, dark=AMBER)
    imageset(assets, "post_normal", "plus", ORANGE, dark=AMBER, points=60)
    imageset(os.path.join(assets, "Discover"), "compass", "compass", GRAY, dark=LIGHT_GRAY)
    imageset(os.path.join(assets, "Discover"), "compass_selected", "compass", ORANGE, dark=AMBER)
