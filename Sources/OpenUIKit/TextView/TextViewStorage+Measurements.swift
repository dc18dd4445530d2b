import Foundation
@_spi(OpenUIKit) import OpenText

/// The storage's measurements: each paragraph's height at the container's width, the layouts of
/// the paragraphs in view, and the tops of all of them (summed from the first changed).
extension TextViewStorage {
  /// Stores paragraph `index`'s height at `width`, and its layout while it is in view.
  func setMeasurement(
    _ index: Int, height: CGFloat, layout: ParagraphLayout?, width: CGFloat, generation: Int
  ) {
    if paragraphs[index].height != height { validTops = min(validTops, index + 1) }
    paragraphs[index].height = height
    paragraphs[index].measuredWidth = width
    paragraphs[index].layout = layout
    paragraphs[index].layoutGeneration = generation
    if layout != nil { layoutIndices.insert(index) }
    unmeasured.remove(index)
  }

  /// The paragraphs to measure, in order; afterwards only changed ones are.
  func takeUnmeasured() -> [Int] {
    defer {
      measuresAll = false
      unmeasured = []
    }
    return measuresAll ? Array(paragraphs.indices) : unmeasured.sorted()
  }

  /// Lets the layouts of paragraphs outside `kept` go (their heights stay): memory grows with
  /// the view, not the text.
  func dropLayouts(outside kept: Range<Int>) {
    for index in layoutIndices where !kept.contains(index) {
      if index < paragraphs.count { paragraphs[index].layout = nil }
      layoutIndices.remove(index)
    }
  }

  /// Every paragraph's top, from the first not yet known.
  func validateTops() {
    guard validTops < paragraphs.count else { return }
    tops.resize(to: paragraphs.count, keeping: validTops)
    var sums = tops
    tops = []
    defer { tops = sums }
    let first = validTops
    paragraphs.withUnsafeBufferPointer { paragraphs in
      sums.withUnsafeMutableBufferPointer { sums in
        var top = first > 0 ? sums[first - 1] + (paragraphs[first - 1].height ?? 0) : 0
        for index in first..<paragraphs.count {
          sums[index] = top
          top += paragraphs[index].height ?? 0
        }
      }
    }
    validTops = paragraphs.count
  }

  /// The height of all paragraphs (as measured).
  var totalHeight: CGFloat {
    validateTops()
    guard let last = paragraphs.indices.last else { return 0 }
    return tops[last] + (paragraphs[last].height ?? 0)
  }

  /// The paragraph at `y` (container space): the last one starting at or above it.
  func paragraphIndex(atY y: CGFloat) -> Int {
    validateTops()
    var low = 0
    var high = paragraphs.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if tops[middle] <= y { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
