import Foundation
@_spi(Platform) import OpenUIKit

/// Text views given more text than anyone types (issue 49, item 10): a document of 10 MB, a single
/// line of a megabyte, a combining-mark storm; each is laid out, edited, paged through and drawn.
@MainActor enum TextViewProbes {
  static let all: [String: @MainActor () -> String] = [
    "textViewTenMegabytes": {
      let (window, textView) = installed()
      let line = String(repeating: "lorem ipsum dolor sit amet ", count: 3)  // 81 characters
      let text = String(repeating: line + "\n", count: 10 * 1024 * 1024 / 82)
      textView.text = text
      window.layoutIfNeeded()
      return typeAndPage(window, textView, at: text.utf16.count / 2)
    },
    "textViewMegabyteLine": {
      let (window, textView) = installed()
      let text = String(repeating: "word ", count: 1024 * 1024 / 5)
      textView.text = text
      window.layoutIfNeeded()
      // Held as paragraphs of at most the layout budget, each laid out on lines of its own: the
      // whole megabyte is there and has a height.
      let length = (textView.text as NSString).length
      let tall = textView.contentSize.height > 10_000
      return typeAndPage(window, textView, at: 70_000) + ", \(length) units, tall: \(tall)"
    },
    "textViewCombiningStorm": {
      let (window, textView) = installed()
      textView.text = "a" + String(repeating: "\u{0301}", count: 50_000) + "b"
      window.layoutIfNeeded()
      textView.becomeFirstResponder()
      textView.selectedRange = NSRange(location: 1, length: 0)
      // One character, two boundaries: the caret goes from before it to after it in one step.
      let before = textView.selectedRange.location
      textView.pressesBegan(
        [
          UIPress(
            key: UIKey(keyCode: .keyboardRightArrow, characters: ""), phase: .began, timestamp: 0)
        ],
        with: nil)
      let after = textView.selectedRange.location
      return "caret \(before) → \(after), " + Probes.rendersOn(window)
    },
  ]

  static func installed() -> (UIWindow, UITextView) {
    let window = UIWindow.headless(size: CGSize(width: 400, height: 300))
    let textView = UITextView(frame: window.bounds)
    window.addSubview(textView)
    return (window, textView)
  }

  /// Types at `offset`, pages down twice, deletes, and renders.
  static func typeAndPage(_ window: UIWindow, _ textView: UITextView, at offset: Int) -> String {
    textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: offset, length: 0)
    textView.insertText("typed")
    textView.deleteBackward()
    for _ in 0..<2 {
      textView.pressesBegan(
        [
          UIPress(
            key: UIKey(keyCode: .keyboardPageDown, characters: ""), phase: .began, timestamp: 0)
        ],
        with: nil)
      window.layoutIfNeeded()
    }
    return Probes.rendersOn(window)
  }
}
