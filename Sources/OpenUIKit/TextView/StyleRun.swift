/// A stretch of text in one attribute set: `length` UTF-16 units in style `style` (a number into
/// ``TextViewStorage/styles``).
struct StyleRun: Equatable {
  var length: Int
  var style: Int

  /// The part of `runs` over `range` (offsets from the runs' start), neighbours of one style
  /// merged.
  static func slice(_ runs: [StyleRun], _ range: Range<Int>) -> [StyleRun] {
    var result: [StyleRun] = []
    var offset = 0
    for run in runs {
      let from = max(offset, range.lowerBound)
      let to = min(offset + run.length, range.upperBound)
      if from < to { append(StyleRun(length: to - from, style: run.style), to: &result) }
      offset += run.length
      if offset >= range.upperBound { break }
    }
    return result
  }

  /// `runs` with `range` replaced by `inserted` (empty runs dropped).
  static func replacing(_ range: Range<Int>, in runs: [StyleRun], with inserted: [StyleRun])
    -> [StyleRun]
  {
    let total = runs.reduce(0) { $0 + $1.length }
    var result = slice(runs, 0..<range.lowerBound)
    for run in inserted where run.length > 0 { append(run, to: &result) }
    for piece in slice(runs, range.upperBound..<total) { append(piece, to: &result) }
    return result
  }

  /// The style at `offset` (the last run's past the end; 0 without runs).
  static func style(at offset: Int, in runs: [StyleRun]) -> Int {
    var end = 0
    for run in runs {
      end += run.length
      if offset < end { return run.style }
    }
    return runs.last?.style ?? 0
  }

  private static func append(_ run: StyleRun, to runs: inout [StyleRun]) {
    if let last = runs.last, last.style == run.style {
      runs[runs.count - 1].length += run.length
    } else {
      runs.append(run)
    }
  }
}
