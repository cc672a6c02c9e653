import Foundation

/// A value shared by the reader thread and handler threads, read and written whole under a lock; its members
/// are reachable directly (`session.encoding`).
@dynamicMemberLookup
final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  subscript<Member>(dynamicMember member: WritableKeyPath<Value, Member>) -> Member {
    get { lock.withLock { value[keyPath: member] } }
    set { lock.withLock { value[keyPath: member] = newValue } }
  }

  /// A value computed from the whole, under the lock.
  func read<Result>(_ body: (Value) -> Result) -> Result { lock.withLock { body(value) } }

  /// A read-modify-write under one hold of the lock.
  func modify(_ body: (inout Value) -> Void) { lock.withLock { body(&value) } }
}
