import Foundation
import XCTest

@testable import Raster
@testable import TabAnalysis

final class PNGTests: XCTestCase {
  func gradient(_ width: Int, _ height: Int) -> RGBAImage {
    var image = RGBAImage(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        image.pixels[i] = UInt8(x * 255 / max(1, width - 1))
        image.pixels[i + 1] = UInt8(y * 255 / max(1, height - 1))
        image.pixels[i + 2] = UInt8((x + y) % 256)
        image.pixels[i + 3] = x % 7 == 0 ? 0 : 255
      }
    }
    return image
  }

  func testRoundTrip() throws {
    for (width, height) in [(1, 1), (3, 5), (64, 17), (300, 90)] {
      let image = gradient(width, height)
      XCTAssertEqual(try PNG.decode(PNG.encode(image)), image)
    }
  }

  func testFlatImagesCompressWell() {
    var bar = RGBAImage(width: 1179, height: 249)
    for i in stride(from: 0, to: bar.pixels.count, by: 4) { bar.pixels[i..<(i + 4)] = [248, 248, 248, 255] }
    let png = PNG.encode(bar)
    XCTAssertLessThan(png.count * 2, bar.pixels.count / 10, "\(png.count) bytes")
  }

  func testDecodesTheDemoIcons() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "Examples/DemoApp/Assets.xcassets/home_normal.imageset/home_normal@3x.png")
    let image = try PNG.decode([UInt8](try Data(contentsOf: path)))
    XCTAssertEqual(image.width, 75)
    XCTAssertEqual(image[37, 30].a, 255, "inside the house")
    XCTAssertEqual(image[2, 2].a, 0, "outside")
    XCTAssertEqual(image[37, 30].r, 138)
  }

  func testCorruptFilesFailCleanly() {
    let png = PNG.encode(gradient(8, 8))
    var corrupt = png
    corrupt[40] ^= 0xFF
    XCTAssertThrowsError(try PNG.decode(corrupt))
    XCTAssertThrowsError(try PNG.decode(Array(png.prefix(30))))
    XCTAssertThrowsError(try PNG.decode([1, 2, 3]))
  }

  /// Every colour type and bit depth, plain and Adam7-interlaced, written by a small Python encoder (with the
  /// expected RGBA next to each), decoded here; and our files checked by Python's zlib and CRC.
  func testEveryColourTypeDepthAndInterlace() throws {
    guard
      FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
        || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/python3")
    else {
      throw XCTSkip("python3 not available")
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-png-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(PNG.encode(gradient(37, 23))).write(to: directory.appendingPathComponent("ours.png"))
    let script = #"""
      import struct, zlib, sys, pathlib, random
      d = pathlib.Path(sys.argv[1])
      def chunk(t, b): return struct.pack(">I", len(b)) + t + b + struct.pack(">I", zlib.crc32(t + b) & 0xffffffff)
      # Our file: every chunk's CRC and the zlib stream must check out.
      data = (d / "ours.png").read_bytes(); p = 8; idat = b""
      while p < len(data):
          n = struct.unpack(">I", data[p:p+4])[0]; t = data[p+4:p+8]; b = data[p+8:p+8+n]
          assert struct.unpack(">I", data[p+8+n:p+12+n])[0] == zlib.crc32(t + b) & 0xffffffff, t
          if t == b"IDAT": idat += b
          p += 12 + n
      assert len(zlib.decompress(idat)) == 23 * (37 * 4 + 1)
      random.seed(5)
      W, H = 13, 11
      def pack(samples, depth):
          if depth == 16: return b"".join(struct.pack(">H", s) for s in samples)
          if depth == 8: return bytes(samples)
          out, acc, bits = bytearray(), 0, 0
          for s in samples:
              acc = (acc << depth) | s; bits += depth
              if bits == 8: out.append(acc); acc, bits = 0, 0
          if bits: out.append(acc << (8 - bits))
          return bytes(out)
      def scale(v, depth): return v >> 8 if depth == 16 else v if depth == 8 else v * 255 // ((1 << depth) - 1)
      cases = [(0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]), (4, [8, 16]), (6, [8, 16])]
      passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
      for ctype, depths in cases:
          channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[ctype]
          for depth in depths:
              top = (1 << depth) - 1
              pixels = [[[random.randint(0, top) for _ in range(channels)] for _ in range(W)] for _ in range(H)]
              palette = bytes(random.randint(0, 255) for _ in range(3 * (top + 1))) if ctype == 3 else b""
              trns = bytes(random.randint(0, 255) for _ in range(top + 1)) if ctype == 3 else b""
              expected = bytearray()
              for row in pixels:
                  for px in row:
                      if ctype == 0: g = scale(px[0], depth); expected += bytes([g, g, g, 255])
                      elif ctype == 2: expected += bytes([scale(c, depth) for c in px] + [255])
                      elif ctype == 3: i = px[0]; expected += palette[3*i:3*i+3] + bytes([trns[i]])
                      elif ctype == 4: g = scale(px[0], depth); expected += bytes([g, g, g, scale(px[1], depth)])
                      else: expected += bytes(scale(c, depth) for c in px)
              for interlace in (0, 1):
                  raw = bytearray()
                  for (x0, y0, dx, dy) in (passes if interlace else [(0, 0, 1, 1)]):
                      for y in range(y0, H, dy):
                          xs = list(range(x0, W, dx))
                          if not xs: continue
                          samples = [s for x in xs for s in pixels[y][x]]
                          raw += b"\0" + pack(samples, depth)
                  png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, depth, ctype, 0, 0, interlace))
                  if palette: png += chunk(b"PLTE", palette) + chunk(b"tRNS", trns)
                  png += chunk(b"IDAT", zlib.compress(bytes(raw), 6)) + chunk(b"IEND", b"")
                  name = f"c{ctype}d{depth}i{interlace}"
                  (d / (name + ".png")).write_bytes(png)
                  (d / (name + ".rgba")).write_bytes(bytes(expected))
      print("ok")
      """#
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, directory.path]
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".rgba") }
    XCTAssertEqual(files.count, 30)
    for file in files {
      let name = String(file.dropLast(5))
      let png = [UInt8](try Data(contentsOf: directory.appendingPathComponent(name + ".png")))
      let expected = [UInt8](try Data(contentsOf: directory.appendingPathComponent(file)))
      let image = try PNG.decode(png)
      XCTAssertEqual(image.pixels, expected, name)
    }
  }
}
