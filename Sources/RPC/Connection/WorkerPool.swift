import Foundation

/// The threads that run request handlers. Dispatch's global pool keeps about one thread per core and does not
/// grow when handlers block (measured: with 2 cores, 20 sleeping handlers held up every later request for
/// their whole duration), so a slow or blocked handler would delay the others. This pool starts a thread
/// whenever work waits and none is idle, up to `maxThreads`; idle threads end after `idleTimeout`.
final class WorkerPool: @unchecked Sendable {
  private let condition = NSCondition()
  private var jobs: [@Sendable () -> Void] = []
  private var head = 0
  private var threads = 0
  private var idle = 0
  private let maxThreads: Int
  private let idleTimeout: TimeInterval

  init(maxThreads: Int = 64, idleTimeout: TimeInterval = 30) {
    self.maxThreads = maxThreads
    self.idleTimeout = idleTimeout
  }

  func submit(_ job: @escaping @Sendable () -> Void) {
    let spawn = condition.withLock { () -> Bool in
      jobs.append(job)
      let waiting = jobs.count - head
      let start = waiting > idle && threads < maxThreads
      if start { threads += 1 }
      condition.signal()
      return start
    }
    if spawn {
      let thread = Thread { [self] in work() }
      thread.stackSize = 4 << 20
      thread.start()
    }
  }

  private func work() {
    while let job = next() { job() }
  }

  /// The next job, or nil when this thread has been idle long enough to end.
  private func next() -> (@Sendable () -> Void)? {
    condition.withLock {
      while head == jobs.count {
        idle += 1
        let woke = condition.wait(until: Date().addingTimeInterval(idleTimeout))
        idle -= 1
        if !woke && head == jobs.count {
          threads -= 1
          return nil
        }
      }
      let job = jobs[head]
      head += 1
      if head == jobs.count {
        jobs.removeAll(keepingCapacity: true)
        head = 0
      }
      return job
    }
  }
}
