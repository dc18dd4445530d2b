import Foundation
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// What the text view suites share: a text view in a window with a logging delegate, and keys.
@MainActor protocol TextViewTesting {}

extension TextViewTesting {
  func installed(
    _ text: String = "", size: CGSize = CGSize(width: 300, height: 120)
  ) -> (UIWindow, UITextView, LoggingTextViewDelegate) {
    let window = makeWindow(size: CGSize(width: size.width + 20, height: size.height + 20))
    let textView = UITextView(frame: CGRect(origin: CGPoint(x: 10, y: 10), size: size))
    textView.font = UIFont(name: "DejaVuSans", size: 13)
    textView.text = text
    let delegate = LoggingTextViewDelegate()
    textView.delegate = delegate
    window.addSubview(textView)
    window.layoutIfNeeded()
    return (window, textView, delegate)
  }

  func key(_ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) -> UIKey {
    UIKey(keyCode: code, characters: "", modifierFlags: flags)
  }
}
