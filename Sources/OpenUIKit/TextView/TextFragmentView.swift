import Foundation
@_spi(OpenUIKit) import OpenText

/// One paragraph of a text view on screen, as TextKit 2's layout fragment views: its selection,
/// its glyphs and an input method's composition underline.
///
/// A text view keeps one per paragraph in view and reuses those scrolled out; a fragment draws
/// only when its paragraph changes, the selection crosses it or the look changes.
@MainActor
final class TextFragmentView: UIView {
  /// The paragraph shown (its index in the text view's storage at the last layout).
  private(set) var paragraphIndex: Int?
  private var layout: ParagraphLayout?
  private weak var textView: UITextView?
  /// Where the view's top is in its paragraph: 0, unless the paragraph is too tall for one backing
  /// store and the view shows only the part of it in view.
  private(set) var paragraphOffset: CGFloat = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    isUserInteractionEnabled = false
    contentMode = .redraw
    isAccessibilityElement = false
  }

  required init?(coder: NSCoder) { nil }

  /// Shows paragraph `index` laid out as `layout` from `offset` down; draws again when the layout
  /// or the offset is another.
  func show(
    paragraph index: Int, layout: ParagraphLayout, offset: CGFloat, in textView: UITextView
  ) {
    paragraphIndex = index
    self.textView = textView
    if layout !== self.layout || offset != paragraphOffset {
      self.layout = layout
      paragraphOffset = offset
      setNeedsDisplay()
    }
  }

  /// Lets the paragraph go (scrolled out).
  func forget() {
    paragraphIndex = nil
    layout = nil
  }

  override func draw(_ rect: CGRect) {
    guard let textView, let index = paragraphIndex, index < textView.storage.paragraphs.count,
      let context = UIGraphicsGetCurrentContext()
    else { return }
    // Colors may have changed with the traits: the layout is checked against the paragraph now.
    let layout = textView.paragraphLayout(at: index)
    self.layout = layout
    let start = textView.storage.start(of: index)
    let length = textView.storage.paragraphs[index].length
    let local = { (range: Range<Int>) -> Range<Int>? in
      let lower = max(range.lowerBound - start, 0)
      let upper = min(range.upperBound - start, length)
      return lower < upper ? lower..<upper : nil
    }
    // A part of a tall paragraph: its lines drawn from the view's top.
    context.translateBy(x: 0, y: -paragraphOffset)
    let selection = textView.selectedOffsets
    if textView.showsSelection, !selection.isEmpty {
      let color = textView.effectiveTintColor.withAlphaComponent(0.3)
      color.setFill()
      if let range = local(selection) {
        for rect in layout.selectionRects(for: range) { UIBezierPath(rect: rect).fill() }
      }
      // A selected paragraph end shows as a space's width after the line.
      let end = start + length
      if selection.lowerBound <= end, selection.upperBound > end,
        textView.storage.paragraphs[index].terminator.isEmpty == false
      {
        let caret = layout.caretRect(atUTF16Offset: length)
        UIBezierPath(rect: CGRect(x: caret.minX, y: caret.minY, width: 4, height: caret.height))
          .fill()
      }
    }
    let color = AttributedTextBlock.components(
      (textView.textColor ?? .label).resolvedColor(with: traitCollection))
    layout.draw(in: context, at: .zero, color: color)
    if let marked = textView.markedRange, let range = local(marked) {
      (textView.textColor ?? .label).setFill()
      for rect in layout.selectionRects(for: range) {
        UIBezierPath(
          rect: CGRect(x: rect.minX, y: (rect.maxY - 2).rounded(), width: rect.width, height: 1)
        )
        .fill()
      }
    }
  }
}
