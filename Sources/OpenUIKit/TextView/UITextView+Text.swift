import Foundation
@_spi(OpenUIKit) import OpenText

/// A text view's text and attributes: setting them, the whole-text font and color, the attributes
/// typing takes, and the block of text each paragraph is laid out from.
extension UITextView {
  /// The system font at 12 points: what a text view without a font draws in, as UIKit's.
  static let defaultFont = UIFont.systemFont(ofSize: 12)

  func setUpTextView() {
    textContainer.widthTracksTextView = true
    textContainer.textView = self
    backgroundColor = .systemBackground
    caretView.isUserInteractionEnabled = false
    caretView.isHidden = true
    caretView.backgroundColor = effectiveTintColor
    addSubview(caretView)
    // Colors resolve per appearance: the kept layouts carry them.
    registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self]) {
      (textView: UITextView, _) in
      textView.layoutGeneration += 1
      textView.redrawFragments()
    }
  }

  /// The view's delegate as a text view delegate.
  var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

  /// The attributes the view's own settings give text: its font and color, when set.
  var viewAttributes: [NSAttributedString.Key: Any] {
    var attributes: [NSAttributedString.Key: Any] = [:]
    if let font { attributes[.font] = font }
    if let textColor { attributes[.foregroundColor] = textColor }
    return attributes
  }

  func setText(_ string: String) {
    let input = inputDelegate
    input?.textWillChange(self)
    forgetUndo()
    markedRange = nil
    typingStyle = nil
    storage.setText(string, attributes: viewAttributes)
    textReplaced()
    input?.textDidChange(self)
  }

  func setAttributedText(_ attributed: NSAttributedString) {
    let input = inputDelegate
    input?.textWillChange(self)
    forgetUndo()
    markedRange = nil
    typingStyle = nil
    storage.setAttributedText(attributed)
    textReplaced()
    input?.textDidChange(self)
  }

  /// After the whole text was replaced: the caret at the end, everything measured again.
  private func textReplaced() {
    selectionAnchor = storage.length
    selectionHead = storage.length
    goalX = nil
    invalidateTextLayout()
  }

  /// Sets (or, for `nil`, removes) one attribute over the whole text, as UIKit's `font` and
  /// `textColor` do.
  func applyToAllText(_ key: NSAttributedString.Key, _ value: Any?) {
    storage.restyle { attributes in attributes[key] = value }
    if let typingStyle { storage.styles[typingStyle][key] = value }
    invalidateTextLayout()
  }

  /// The style typed text takes now.
  var currentTypingStyle: Int {
    typingStyle ?? storage.style(before: selectedOffsets.lowerBound)
  }

  /// Resizes the font for the view's traits when it adjusts.
  func adjustFontForContentSizeCategory() {
    guard adjustsFontForContentSizeCategory, let font else { return }
    let adjusted = font.adjusted(to: traitCollection)
    if adjusted.pointSize != font.pointSize { self.font = adjusted }
  }

  // MARK: Blocks

  /// Paragraph `index` as the text engine lays it out: the view's font and color where its runs
  /// set none, links in ``linkTextAttributes``, wrapping as the container says; dynamic colors
  /// resolved for the view's traits.
  func block(forParagraph index: Int) -> TextBlock {
    let paragraph = storage.paragraphs[index]
    let styles = storage.styles
    let first = styles[paragraph.runs.first?.style ?? 0]
    let baseFont = first[.font] as? UIFont ?? font ?? Self.defaultFont
    var block = TextBlock(
      string: paragraph.text, fontName: baseFont.fontName, fontSize: baseFont.pointSize)
    traitCollection.performAsCurrent {
      block.color = AttributedTextBlock.components(textColor ?? .label)
      var location = 0
      for run in paragraph.runs where run.length > 0 {
        var attributes = styles[run.style]
        if attributes[.link] != nil {
          for (key, value) in linkAttributes { attributes[key] = value }
        }
        if var textRun = AttributedTextBlock.run(
          location: location, length: run.length, attributes)
        {
          // What the block already says is left out: plain text in the view's font and color
          // lays out without runs.
          if textRun.fontName == block.fontName, textRun.fontSize == block.fontSize {
            (textRun.fontName, textRun.fontSize) = (nil, nil)
          }
          if textRun.color == block.color { textRun.color = nil }
          if !textRun.isPlain { block.runs.append(textRun) }
        }
        location += run.length
      }
    }
    let paragraphStyle = first[.paragraphStyle] as? NSParagraphStyle
    let alignment = paragraphStyle.map(\.alignment).flatMap { $0 == .natural ? nil : $0 }
    block.alignment = (alignment ?? textAlignment).textBlockAlignment
    if let paragraphStyle {
      block.lineSpacing = paragraphStyle.lineSpacing
      block.firstLineIndent = paragraphStyle.firstLineHeadIndent
      block.lineHeightMultiple = paragraphStyle.lineHeightMultiple
    }
    block.wraps = true
    block.wrapsCharacters = textContainer.lineBreakMode == .byCharWrapping
    return block
  }

  /// ``linkTextAttributes``, or the tint color when it is `nil`.
  var linkAttributes: [NSAttributedString.Key: Any] {
    linkTextAttributes ?? [.foregroundColor: effectiveTintColor]
  }
}
