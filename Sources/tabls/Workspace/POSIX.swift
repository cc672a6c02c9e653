#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `open(2)`, `read(2)` and `write(2)` under one name on both platforms (Glibc and Darwin each export their own,
/// and Foundation's `FileHandle` methods shadow the bare names inside types that import it).
enum POSIX {
  static func open(_ path: String, _ flags: Int32) -> Int32 {
    #if canImport(Glibc)
      return Glibc.open(path, flags)
    #else
      return Darwin.open(path, flags)
    #endif
  }

  static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      return Glibc.read(descriptor, buffer, count)
    #else
      return Darwin.read(descriptor, buffer, count)
    #endif
  }

  static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      return Glibc.write(descriptor, buffer, count)
    #else
      return Darwin.write(descriptor, buffer, count)
    #endif
  }
}
