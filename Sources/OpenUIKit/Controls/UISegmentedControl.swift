import Foundation

/// A row of segments of which one is selected, as UIKit's `UISegmentedControl`.
///
/// Segments have a title or an image, may be disabled, may have a fixed width (0: automatic) and
/// an action (`init(frame:actions:)`), which runs when the segment is chosen. A touch highlights
/// the segment under it; lifting it on an enabled segment selects that segment and, when the
/// selection changed (or the control ``isMomentary``), sends `.valueChanged` and then runs the
/// segment's action. Setting ``selectedSegmentIndex`` sends nothing. Keyboard: with focus,
/// Left and Right select the previous and next enabled segment.
///
/// Out-of-range indexes are a documented clamp: an insert past the end appends (as UIKit),
/// other calls with an index outside the segments are ignored or answer `nil`/`false`/0, and a
/// ``selectedSegmentIndex`` outside `-1..<numberOfSegments` is ignored.
///
/// The look is iOS's: 32 points high, a rounded `tertiarySystemFill` background, the selected
/// segment a raised white (dark: gray) rounded rectangle with a semibold title, separators
/// between unselected segments, disabled titles tertiary. Segments share the width equally unless
/// they have a fixed one or ``apportionsSegmentWidthsByContent``. Title text attributes per state
/// (`setTitleTextAttributes(_:for:)`) set the font, color, kerning and underline of titles. Per-state
/// background images are left out.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  // Accessibility, as UIKit's (mechanics in Accessibility/).
  // A container of its segments, each a button (`SegmentAccessibilityElement`).
  override var defaultIsAccessibilityElement: Bool { false }
  override var defaultAccessibilityElements: [Any]? { segmentAccessibilityElements }
  final var segmentElements: [SegmentAccessibilityElement] = []

  /// The index meaning no segment is selected.
  public static let noSegment = -1

  /// The control's height.
  static let height: CGFloat = 32
  /// The space on each side of a segment's content.
  static let padding: CGFloat = 12

  @MainActor struct Segment {
    var title: String? { didSet { measure() } }
    var image: UIImage? { didSet { measure() } }
    var isEnabled = true
    var width: CGFloat = 0
    var action: UIAction?
    /// The content's width, measured when the title or image changes (sizing and every touch
    /// move lay the segments out; measuring text each time would be a Pango layout per segment).
    private(set) var contentWidth: CGFloat = 0

    init(title: String? = nil, image: UIImage? = nil, action: UIAction? = nil) {
      self.title = title
      self.image = image
      self.action = action
      measure()
    }

    /// The title's width (semibold, the wider) or the image's.
    private mutating func measure() {
      if let title {
        contentWidth = ceil(
          title.size(withAttributes: [.font: UISegmentedControl.selectedTitleFont]).width)
      } else {
        contentWidth = image?.size.width ?? 0
      }
    }
  }

  final var segments: [Segment] = []
  /// Title text attributes by state (`UISegmentedControl+TitleAttributes.swift`).
  final var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
  /// Titles' widths under those attributes, by title: laid out on every touch move, measured once.
  final var attributedTitleWidths: [String: CGFloat] = [:]
  final var storedSelectedIndex = UISegmentedControl.noSegment
  /// The segment under the touch while tracking.
  final var highlightedIndex: Int?

  /// The selected segment, or ``noSegment``; default ``noSegment``.
  ///
  /// Setting it sends no event; values outside `-1..<numberOfSegments` are ignored.
  open var selectedSegmentIndex: Int {
    get { storedSelectedIndex }
    set {
      guard newValue >= Self.noSegment, newValue < segments.count,
        newValue != storedSelectedIndex
      else { return }
      storedSelectedIndex = newValue
      setNeedsDisplay()
    }
  }

  /// Whether a chosen segment shows as selected only while touched; default `false`.
  open var isMomentary = false { didSet { setNeedsDisplay() } }

  /// Whether segments are as wide as their content instead of equally wide; default `false`.
  open var apportionsSegmentWidthsByContent = false {
    didSet { segmentsDidChange() }
  }

  /// The selected segment's color; `nil` is white (dark: gray).
  open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// Creates a control with a segment per item: a `String` is a title, a `UIImage` an image,
  /// a `UIAction` a title, image and action; other items make empty segments.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for item in items ?? [] {
      switch item {
      case let title as String: segments.append(Segment(title: title))
      case let image as UIImage: segments.append(Segment(image: image))
      case let action as UIAction:
        segments.append(Segment(title: action.title, image: action.image, action: action))
      default: segments.append(Segment())
      }
    }
    frame.size = intrinsicContentSize
  }

  /// Creates a control with a segment per action, each running its action when chosen.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
  }

  /// Creates a control without segments.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpSegmentedControl()
  }

  /// Creates a control from an archive: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpSegmentedControl()
  }

  private func setUpSegmentedControl() {
    backgroundColor = .clear
    isOpaque = false
    contentMode = .redraw
  }

  // MARK: Segments

  /// Inserts a titled segment at `segment` (past the end: appended).
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment)
  }

  /// Inserts an image segment at `segment` (past the end: appended).
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(Segment(image: image), at: segment)
  }

  /// Inserts a segment for `action` at `segment` (past the end: appended).
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    insert(Segment(title: action.title, image: action.image, action: action), at: segment)
  }

  private func insert(_ new: Segment, at index: Int) {
    let index = min(max(index, 0), segments.count)
    segments.insert(new, at: index)
    if storedSelectedIndex >= index { storedSelectedIndex += 1 }
    segmentsDidChange()
  }

  /// Removes the segment at `segment`; a selected one leaves nothing selected.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if storedSelectedIndex == segment {
      storedSelectedIndex = Self.noSegment
    } else if storedSelectedIndex > segment {
      storedSelectedIndex -= 1
    }
    segmentsDidChange()
  }

  /// Removes every segment.
  open func removeAllSegments() {
    segments.removeAll()
    storedSelectedIndex = Self.noSegment
    segmentsDidChange()
  }

  /// Sets the title of the segment at `segment` (its image goes).
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    update(segment) {
      $0.title = title
      $0.image = nil
    }
  }

  /// The title of the segment at `segment`.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets the image of the segment at `segment` (its title goes).
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    update(segment) {
      $0.image = image
      $0.title = nil
    }
  }

  /// The image of the segment at `segment`.
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Enables or disables the segment at `segment`.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    update(segment) { $0.isEnabled = enabled }
  }

  /// Whether the segment at `segment` is enabled.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// Fixes the width of the segment at `segment`; 0 (the default) sizes it automatically.
  ///
  /// Negative and non-finite widths count as 0.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    update(segment) { $0.width = width.isFinite ? max(width, 0) : 0 }
  }

  /// The fixed width of the segment at `segment` (0: automatic).
  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  /// Sets the action of the segment at `segment`, with its title and image.
  open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
    update(segment) {
      $0.action = action
      $0.title = action.title
      $0.image = action.image
    }
  }

  /// The action of the segment at `segment`.
  open func actionForSegment(at segment: Int) -> UIAction? {
    segments.indices.contains(segment) ? segments[segment].action : nil
  }

  private func update(_ index: Int, _ change: (inout Segment) -> Void) {
    guard segments.indices.contains(index) else { return }
    change(&segments[index])
    segmentsDidChange()
  }

  private func segmentsDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  // MARK: Geometry

  static let titleFont = UIFont.systemFont(ofSize: 13)
  /// A selected segment's title font: the wider one, which segments are measured with.
  static let selectedTitleFont = UIFont.systemFont(ofSize: 13, weight: .semibold)

  /// Equal segments as wide as the widest content (or each its own, when apportioned), fixed
  /// widths as given; 32 points high.
  open override var intrinsicContentSize: CGSize {
    let widest = segments.filter { $0.width == 0 }.map(measuredWidth).max() ?? 0
    let width = segments.reduce(CGFloat(0)) { total, segment in
      if segment.width > 0 { return total + segment.width }
      let content = apportionsSegmentWidthsByContent ? measuredWidth(segment) : widest
      return total + content + 2 * Self.padding
    }
    return CGSize(width: width, height: Self.height)
  }

  /// ``intrinsicContentSize``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Each segment's rectangle across the bounds: fixed widths as given, the rest shared equally
  /// (or by content, when apportioned); the first segment is at the leading end (the right, in
  /// right-to-left content).
  final var segmentFrames: [CGRect] {
    guard !segments.isEmpty else { return [] }
    let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
    let flexible = segments.filter { $0.width == 0 }
    let weights = flexible.map {
      apportionsSegmentWidthsByContent ? measuredWidth($0) + 2 * Self.padding : 1
    }
    let totalWeight = weights.reduce(0, +)
    let remaining = max(bounds.width - fixed, 0)
    var frames: [CGRect] = []
    var x = bounds.minX
    var flexibleIndex = 0
    for segment in segments {
      var width = segment.width
      if width == 0 {
        width = totalWeight > 0 ? remaining * weights[flexibleIndex] / totalWeight : 0
        flexibleIndex += 1
      }
      frames.append(CGRect(x: x, y: bounds.minY, width: width, height: bounds.height))
      x += width
    }
    guard isRightToLeft else { return frames }
    return frames.map {
      $0.mirrored(in: bounds)
    }
  }

  private func segmentIndex(at point: CGPoint) -> Int? {
    guard bounds.insetBy(dx: 0, dy: -Self.touchSlop).contains(point) else { return nil }
    return segmentFrames.firstIndex { $0.minX <= point.x && point.x < $0.maxX }
  }

  // MARK: Tracking

  /// Highlights the segment under the touch.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    highlight(segmentIndex(at: touch.location(in: self)))
    return true
  }

  /// The highlight follows the touch.
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    highlight(segmentIndex(at: touch.location(in: self)))
    return true
  }

  /// Chooses the segment the touch lifts on.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    let index = touch.flatMap { segmentIndex(at: $0.location(in: self)) }
    highlight(nil)
    if let index { choose(index) }
  }

  /// Drops the highlight.
  open override func cancelTracking(with event: UIEvent?) {
    highlight(nil)
  }

  private func highlight(_ index: Int?) {
    let enabled = index.flatMap { segments[$0].isEnabled ? $0 : nil }
    guard enabled != highlightedIndex else { return }
    highlightedIndex = enabled
    setNeedsDisplay()
  }

  /// Selects `index` when it is enabled; reports it when the selection changed or momentary.
  private func choose(_ index: Int) {
    guard segments.indices.contains(index), segments[index].isEnabled else { return }
    guard index != storedSelectedIndex || isMomentary else { return }
    storedSelectedIndex = index
    setNeedsDisplay()
    sendActions(for: .valueChanged)
    if let action = segments[index].action { sendAction(action) }
  }

  /// A tap chooses a segment; the control has no separate primary action.
  override var triggersPrimaryActionOnTouchUp: Bool { false }

  /// Space and Return do nothing: a segmented control's keys are the arrows.
  override func activateFromKeyboard() {}

  /// Left and Right choose the enabled segment on that side (the next one is on the left in
  /// right-to-left content).
  override func handleArrowKey(_ key: UIKey) -> Bool {
    var direction: Int
    switch key.keyCode {
    case .keyboardLeftArrow: direction = -1
    case .keyboardRightArrow: direction = 1
    default: return false
    }
    if isRightToLeft { direction = -direction }
    var index =
      storedSelectedIndex == Self.noSegment
      ? (direction > 0 ? -1 : segments.count) : storedSelectedIndex
    repeat {
      index += direction
    } while segments.indices.contains(index)
      && !segments[index].isEnabled
    if segments.indices.contains(index) { choose(index) }
    return true
  }

  /// The ring follows the rounded background.
  override var focusRingCornerRadius: CGFloat { 9 }

  // MARK: Look

  /// Redraws for the enabled state.
  open override func stateDidChange() {
    super.stateDidChange()
    setNeedsDisplay()
  }

  /// The selected segment's default color: white, gray in dark mode.
  private static let selectedFill = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(red: 0.39, green: 0.39, blue: 0.4, alpha: 1) : .white
  }

  /// Background, highlight, selected segment, separators and contents.
  open override func draw(_ rect: CGRect) {
    let frames = segmentFrames
    let box = bounds
    UIColor.tertiarySystemFill.setFill()
    UIBezierPath(roundedRect: box, cornerRadius: 9).fill()
    let shownSelected = isMomentary ? highlightedIndex : storedSelectedIndex
    if let highlighted = highlightedIndex, highlighted != shownSelected {
      UIColor.quaternarySystemFill.setFill()
      UIBezierPath(roundedRect: frames[highlighted].insetBy(dx: 2, dy: 2), cornerRadius: 7).fill()
    }
    if let selected = shownSelected, frames.indices.contains(selected) {
      guard let context = UIGraphicsGetCurrentContext() else { return }
      context.saveGState()
      context.setShadow(
        offset: CGSize(width: 0, height: 1), blur: 4,
        color: UIColor(white: 0, alpha: 0.12).cgColor)
      (selectedSegmentTintColor ?? Self.selectedFill).setFill()
      UIBezierPath(roundedRect: frames[selected].insetBy(dx: 2, dy: 2), cornerRadius: 7).fill()
      context.restoreGState()
    }
    UIColor.separator.setFill()
    for index in frames.indices.dropFirst()
    where index != shownSelected && index - 1 != shownSelected {
      // The edge it shares with the segment before it.
      let x = isRightToLeft ? frames[index].maxX : frames[index].minX
      UIBezierPath(rect: CGRect(x: x - 0.5, y: box.midY - 8, width: 1, height: 16)).fill()
    }
    for (index, segment) in segments.enumerated() {
      drawContent(of: segment, in: frames[index], selected: index == shownSelected)
    }
  }

  private func drawContent(of segment: Segment, in frame: CGRect, selected: Bool) {
    let enabled = isEnabled && segment.isEnabled
    if let title = segment.title {
      var attributes = titleAttributes(selected: selected, enabled: enabled)
      // One line, cut with an ellipsis when the segment is narrower than its title, as UIKit's
      // segment labels are (never wrapped, never hyphenated).
      let line = NSMutableParagraphStyle()
      line.lineBreakMode = .byTruncatingTail
      line.alignment = .center
      attributes[.paragraphStyle] = line
      let size = title.size(withAttributes: attributes)
      let width = min(size.width, max(frame.width - 2 * 4, 0))
      title.draw(
        in: CGRect(
          x: frame.midX - width / 2, y: frame.midY - size.height / 2, width: width,
          height: size.height), withAttributes: attributes)
    } else if let image = segment.image {
      let size = image.size
      let scale = min(1, 18 / max(size.height, 1), max(frame.width - 8, 0) / max(size.width, 1))
      let drawn = CGSize(width: size.width * scale, height: size.height * scale)
      let context = UIGraphicsGetCurrentContext()
      context?.saveGState()
      if !enabled { context?.setAlpha(0.35) }
      image.draw(
        in: CGRect(
          x: frame.midX - drawn.width / 2, y: frame.midY - drawn.height / 2, width: drawn.width,
          height: drawn.height))
      context?.restoreGState()
    }
  }
}
