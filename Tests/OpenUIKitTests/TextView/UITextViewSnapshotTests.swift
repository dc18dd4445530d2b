import Foundation
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// What a text view looks like: wrapped paragraphs, a selection across lines, a link, a
/// composition, right-to-left text and the caret, in light and dark, at scales 1 and 2.
@MainActor @Suite(.serialized) struct UITextViewSnapshotTests {
  @Test(arguments: [1.0, 2.0])
  func textViewsLookRight(scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 300, height: 250), scale: scale)
    window.backgroundColor = .systemBackground
    let font = UIFont(name: "DejaVuSans", size: 13)!
    let selecting = UITextView(frame: CGRect(x: 10, y: 10, width: 280, height: 110))
    let text = NSMutableAttributedString(
      string: "A text view wraps its paragraphs at the container's width and scrolls. ",
      attributes: [.font: font])
    text.append(
      NSAttributedString(
        string: "A link", attributes: [.font: font, .link: URL(string: "https://example.com")!]))
    text.append(NSAttributedString(string: " sits in it.\nשלום עולם", attributes: [.font: font]))
    selecting.attributedText = text
    window.addSubview(selecting)
    let composing = UITextView(frame: CGRect(x: 10, y: 130, width: 280, height: 110))
    composing.font = font
    composing.text = "Second view\nits caret after "
    composing.textContainerInset = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    window.addSubview(composing)
    selecting.becomeFirstResponder()
    selecting.selectedRange = NSRange(location: 20, length: 60)
    let suffix = scale == 2 ? "@2x" : ""
    try assertSnapshot(window.renderImage(), named: "textViewLight\(suffix)")
    // The other view edits: the first one's selection goes, a composition and a caret show.
    composing.becomeFirstResponder()
    composing.setMarkedText("nihon", selectedRange: NSRange(location: 3, length: 0))
    window.overrideUserInterfaceStyle = .dark
    try assertSnapshot(window.renderImage(), named: "textViewDark\(suffix)")
    window.isHidden = true
  }

  /// A paragraph too tall for one backing store (a line of thousands of words) draws the part in
  /// view, wherever the view is scrolled.
  @Test func aParagraphTallerThanABackingStoreDrawsThePartInView() throws {
    let window = makeWindow(size: CGSize(width: 200, height: 120), scale: 2)
    window.backgroundColor = .systemBackground
    let textView = UITextView(frame: window.bounds)
    textView.font = UIFont(name: "DejaVuSans", size: 13)
    textView.text = (1...3000).map { "w\($0)" }.joined(separator: " ")
    window.addSubview(textView)
    window.layoutIfNeeded()
    #expect(textView.contentSize.height > 4 * UITextView.wholeFragmentLimit)
    textView.contentOffset.y = 3000
    window.layoutIfNeeded()
    let fragment = try #require(
      textView.subviews.compactMap { $0 as? TextFragmentView }.first { !$0.isHidden })
    #expect(fragment.paragraphOffset > 0)
    #expect(fragment.frame.height * 2 <= 16384)
    #expect(fragment.frame.minY <= 3000 && fragment.frame.maxY >= 3120)
    try assertSnapshot(window.renderImage(), named: "textViewTallParagraph@2x")
    window.isHidden = true
  }
}
