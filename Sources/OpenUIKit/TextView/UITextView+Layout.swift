import Foundation
@_spi(OpenUIKit) import OpenText

/// Laying out a text view: every paragraph measured at the container's width (once, then again
/// only when it changes), the content sized to them, and a fragment view per paragraph in view.
extension UITextView {
  /// The container's width: the view's less the side insets while it tracks the view.
  var containerWidth: CGFloat {
    let width =
      textContainer.widthTracksTextView
      ? bounds.width - textContainerInset.left - textContainerInset.right
      : textContainer.size.width
    return width.isFinite ? max(width, 0) : 0
  }

  /// The width lines wrap at: the container's less its padding at both ends.
  var lineWidth: CGFloat { max(containerWidth - 2 * textContainer.lineFragmentPadding, 0) }

  /// Where the container's origin is in the view's content.
  var containerOrigin: CGPoint {
    CGPoint(
      x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
  }

  /// Something about the container changed: measure everything again.
  func textContainerDidChange() { invalidateTextLayout() }

  /// Every paragraph is measured and drawn again at the next layout.
  func invalidateTextLayout() {
    layoutGeneration += 1
    storage.invalidateMeasurements()
    measuredWidth = -1
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    redrawFragments()
  }

  /// Measures, sizes the content and places the fragments in view.
  func layoutText() {
    measureParagraphs()
    let inset = textContainerInset
    let height = (inset.top + storage.totalHeight + inset.bottom).rounded(.up)
    let size = CGSize(width: bounds.width, height: height)
    if contentSize != size { contentSize = size }
    placeFragments()
    if revealsCaret {
      revealsCaret = false
      let offset = contentOffset
      scrollCaretIntoView()
      if contentOffset != offset { placeFragments() }
    }
    placeCaret()
  }

  /// Measures the paragraphs not measured at the current width.
  ///
  /// When few need it (an edit), their layouts are kept for drawing; a whole text measured at
  /// once keeps none (only the paragraphs in view keep theirs).
  func measureParagraphs() {
    let width = lineWidth
    if width != measuredWidth {
      if measuredWidth >= 0 { storage.invalidateMeasurements() }
      measuredWidth = width
      invalidateIntrinsicContentSize()
    }
    let limit = textContainer.maximumNumberOfLines
    if limit > 0 {
      // A line limit runs across paragraphs: each takes what the ones above left.
      var linesLeft = limit
      for index in storage.paragraphs.indices {
        let layout = paragraphLayout(at: index, lineLimit: linesLeft)
        linesLeft = max(linesLeft - (linesLeft > 0 ? layout.lineCount : 0), 0)
      }
      storage.validateTops()
      return
    }
    let unmeasured = storage.takeUnmeasured()
    let keeps = unmeasured.count <= 64
    for index in unmeasured {
      let layout = ParagraphLayout(block(forParagraph: index), width: width)
      storage.setMeasurement(
        index, height: paragraphHeight(layout), layout: keeps ? layout : nil, width: width,
        generation: layoutGeneration)
    }
    storage.validateTops()
  }

  /// Paragraph `index`'s layout at the current width: the one kept, unless the view's look
  /// changed since (``layoutGeneration``), else a new one, kept while the paragraph is in view.
  func paragraphLayout(at index: Int, lineLimit: Int? = nil) -> ParagraphLayout {
    let paragraph = storage.paragraphs[index]
    if let layout = paragraph.layout, paragraph.layoutGeneration == layoutGeneration,
      paragraph.measuredWidth == lineWidth, lineLimit == nil
    {
      return layout
    }
    var block = block(forParagraph: index)
    let limit = textContainer.maximumNumberOfLines
    var left = Int.max
    if limit > 0 {
      left = lineLimit ?? lineBudget(before: index)
      block.maximumLines = left
      block.truncation = textContainer.lineBreakMode.truncation
    }
    if let layout = paragraph.layout, layout.block == block, layout.width == lineWidth {
      return layout
    }
    let layout = ParagraphLayout(block, width: lineWidth)
    // Below a line limit a paragraph is laid out and kept, but has no height: nothing shows.
    storage.setMeasurement(
      index, height: left == 0 ? 0 : paragraphHeight(layout), layout: layout, width: lineWidth,
      generation: layoutGeneration)
    return layout
  }

  /// The lines the paragraphs above `index` leave under the container's line limit.
  private func lineBudget(before index: Int) -> Int {
    var left = textContainer.maximumNumberOfLines
    for above in 0..<index where left > 0 {
      left -= paragraphLayout(at: above, lineLimit: left).lineCount
    }
    return max(left, 0)
  }

  /// A paragraph's height on whole points, so that every paragraph starts on a pixel.
  func paragraphHeight(_ layout: ParagraphLayout) -> CGFloat { layout.size.height.rounded(.up) }

  /// Paragraph `index`'s frame in the view's content.
  func paragraphFrame(_ index: Int) -> CGRect {
    storage.validateTops()
    let origin = containerOrigin
    return CGRect(
      x: origin.x, y: origin.y + storage.tops[index], width: lineWidth,
      height: storage.paragraphs[index].height ?? 0)
  }

  /// The tallest paragraph a fragment view shows whole, in points: taller ones (a line of a
  /// megabyte wraps into thousands of lines) show the part in view and a screen around it, as a
  /// backing store has at most 16,384 pixels a side.
  static let wholeFragmentLimit: CGFloat = 2048

  /// The frame of paragraph `index`'s fragment view: the paragraph, or the part of a tall one in
  /// view (with a screen's margin each way, on whole screens, so that scrolling redraws it only
  /// every screen).
  func fragmentFrame(_ index: Int) -> CGRect {
    let frame = paragraphFrame(index)
    guard frame.height > Self.wholeFragmentLimit else { return frame }
    // A screen, at most 2,048 points: three of them stay within a backing store's side at scale 2.
    let page = min(max(bounds.height, 1), Self.wholeFragmentLimit)
    let top = max(((bounds.minY - frame.minY) / page).rounded(.down) - 1, 0) * page
    let height = min(3 * page, frame.height - top)
    return CGRect(x: frame.minX, y: frame.minY + top, width: frame.width, height: max(height, 0))
  }

  /// The paragraphs the visible bounds show.
  var visibleParagraphs: Range<Int> {
    let origin = containerOrigin
    let top = bounds.minY - origin.y
    let first = storage.paragraphIndex(atY: top)
    var last = first
    while last + 1 < storage.paragraphs.count, storage.tops[last + 1] < top + bounds.height {
      last += 1
    }
    return first..<(last + 1)
  }

  /// A fragment view for each paragraph in view (reused from those scrolled out), the others'
  /// layouts let go.
  func placeFragments() {
    let visible = visibleParagraphs
    var shown: [Int: TextFragmentView] = [:]
    for index in visible {
      let serial = storage.paragraphs[index].serial
      let fragment = fragments.removeValue(forKey: serial) ?? reusableFragment()
      let layout = paragraphLayout(at: index)
      let frame = fragmentFrame(index)
      fragment.show(
        paragraph: index, layout: layout, offset: frame.minY - paragraphFrame(index).minY,
        in: self)
      if fragment.frame != frame { fragment.frame = frame }
      shown[serial] = fragment
    }
    for fragment in fragments.values {
      fragment.isHidden = true
      fragment.forget()
      fragmentPool.append(fragment)
    }
    fragments = shown
    storage.dropLayouts(outside: visible)
  }

  private func reusableFragment() -> TextFragmentView {
    if let fragment = fragmentPool.popLast() {
      fragment.isHidden = false
      return fragment
    }
    let fragment = TextFragmentView()
    insertSubview(fragment, at: 0)
    return fragment
  }

  /// Every fragment in view draws again (the tint, the selection or the traits changed).
  func redrawFragments() {
    for fragment in fragments.values { fragment.setNeedsDisplay() }
  }

  /// The fragments of paragraphs touching `range` draw again.
  func redrawFragments(touching range: Range<Int>) {
    for fragment in fragments.values {
      guard let index = fragment.paragraphIndex, index < storage.paragraphs.count else { continue }
      let start = storage.start(of: index)
      let end = start + storage.paragraphs[index].fullLength
      if range.lowerBound <= end, range.upperBound >= start { fragment.setNeedsDisplay() }
    }
  }

  // MARK: Sizing

  /// The size the text needs at `width`: as wide as given, as high as the lines and the insets.
  func fittingSize(width: CGFloat) -> CGSize {
    guard width.isFinite, width > 0 else { return .zero }
    let inset = textContainerInset
    let lineWidth = max(
      width - inset.left - inset.right - 2 * textContainer.lineFragmentPadding, 0)
    return CGSize(
      width: width,
      height: (inset.top + textHeight(lineWidth: lineWidth) + inset.bottom).rounded(.up))
  }

  /// The text's height with lines `lineWidth` wide: the kept measurements at the current width,
  /// else each paragraph laid out without keeping anything.
  private func textHeight(lineWidth: CGFloat) -> CGFloat {
    if lineWidth == self.lineWidth {
      measureParagraphs()
      return storage.totalHeight
    }
    var height: CGFloat = 0
    var linesLeft = textContainer.maximumNumberOfLines
    let limited = linesLeft > 0
    for index in storage.paragraphs.indices {
      var block = block(forParagraph: index)
      if limited {
        guard linesLeft > 0 else { break }
        block.maximumLines = linesLeft
        block.truncation = textContainer.lineBreakMode.truncation
      }
      let layout = ParagraphLayout(block, width: lineWidth)
      if limited { linesLeft -= layout.lineCount }
      height += paragraphHeight(layout)
    }
    return height
  }

  /// Without scrolling: the text's height at the current width, no intrinsic width.
  var textIntrinsicSize: CGSize {
    guard !isScrollEnabled, bounds.width > 0 else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return CGSize(width: UIView.noIntrinsicMetric, height: fittingSize(width: bounds.width).height)
  }
}
