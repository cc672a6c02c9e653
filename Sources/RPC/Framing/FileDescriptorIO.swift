#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Blocking reads and writes on raw file descriptors. Foundation's `FileHandle` would do, but raw `read(2)`
/// into one reusable buffer keeps the reader thread allocation-free and lets us handle `EINTR` ourselves.
public enum FileDescriptorIO {
  /// Reads until end of file, passing each chunk to `body`. Returns when the descriptor reports EOF or an error.
  public static func readChunks(
    from descriptor: Int32, chunkSize: Int = 64 * 1024, _ body: (UnsafeRawBufferPointer) -> Void
  ) {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
    defer { buffer.deallocate() }
    while true {
      let count = read(descriptor, buffer.baseAddress, chunkSize)
      if count > 0 {
        body(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }

  /// Writes all of `bytes`; returns false when the descriptor is closed (the peer went away).
  @discardableResult
  public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          return false
        }
      }
      return true
    }
  }

  /// A peer that closes its end must not kill the server with SIGPIPE; writes report EPIPE instead.
  public static func ignoreBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
  }
}

/// Frames a body for the base protocol.
public enum FrameEncoder {
  public static func frame(_ body: [UInt8]) -> [UInt8] {
    var framed = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
    framed.append(contentsOf: body)
    return framed
  }
}
