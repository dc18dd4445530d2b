import Foundation
import OpenUIKit

/// A notes editor: a phone number field that formats as you type (the caret kept where the user
/// typed, through `UITextInput`), a text view with rich text, a link and a live word count, the
/// way iOS notes and comment screens are written.
///
/// The text view edits attributes (Ctrl+B, Ctrl+I, Ctrl+U) and scrolls to keep the caret in view;
/// the count below it follows `textViewDidChange`.
final class EditorScreen: UIViewController, UITextFieldDelegate, UITextViewDelegate {
  let phoneCaption = UILabel()
  let phone = UITextField()
  let textView = UITextView()
  let count = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Editor"
    view.backgroundColor = .systemBackground
    phoneCaption.text = "Phone"
    phone.placeholder = "(555) 123-4567"
    phone.borderStyle = .roundedRect
    phone.keyboardType = .phonePad
    phone.accessibilityLabel = "Phone"
    phone.delegate = self
    textView.font = .systemFont(ofSize: 15)
    textView.attributedText = Self.notes
    textView.allowsEditingTextAttributes = true
    textView.layer.borderColor = UIColor.separator.cgColor
    textView.layer.borderWidth = 1
    textView.layer.cornerRadius = 6
    textView.accessibilityLabel = "Notes"
    textView.delegate = self
    count.font = .systemFont(ofSize: 13)
    count.textColor = .secondaryLabel
    count.textAlignment = .natural
    for subview in [phoneCaption, phone, textView, count] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      phoneCaption.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      phoneCaption.centerYAnchor.constraint(equalTo: phone.centerYAnchor),
      phone.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      phone.leadingAnchor.constraint(
        equalToSystemSpacingAfter: phoneCaption.trailingAnchor, multiplier: 2),
      phone.widthAnchor.constraint(equalToConstant: 220),
      textView.topAnchor.constraint(equalToSystemSpacingBelow: phone.bottomAnchor, multiplier: 2),
      textView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      textView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      count.topAnchor.constraint(equalToSystemSpacingBelow: textView.bottomAnchor, multiplier: 1),
      count.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      count.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -12),
    ])
    updateCount()
  }

  /// The notes the editor opens with: a heading in bold, a link, paragraphs to scroll through.
  static var notes: NSAttributedString {
    let body = UIFont.systemFont(ofSize: 15)
    let text = NSMutableAttributedString(
      string: "Notes\n", attributes: [.font: UIFont.boldSystemFont(ofSize: 18)])
    text.append(
      NSAttributedString(
        string: "Type here: the view wraps, scrolls and keeps the caret in view. Select words and "
          + "press Ctrl+B, Ctrl+I or Ctrl+U. ", attributes: [.font: body]))
    text.append(
      NSAttributedString(
        string: "OpenUIKit on the web",
        attributes: [.font: body, .link: "https://example.org/openuikit"]))
    text.append(
      NSAttributedString(
        string: " opens when the view is not editable.\n", attributes: [.font: body]))
    for day in ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] {
      text.append(
        NSAttributedString(
          string: "\n\(day): a paragraph of plans for the day, long enough to wrap onto a second "
            + "line in a narrow window.\n", attributes: [.font: body]))
    }
    return text
  }

  func textViewDidChange(_ textView: UITextView) { updateCount() }

  private func updateCount() {
    let words = textView.text.split { $0.isWhitespace || $0.isNewline }.count
    count.text = "\(words) words, \((textView.text as NSString).length) characters"
  }

  // MARK: Formatting as you type

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let old = (textField.text ?? "") as NSString
    let new = old.replacingCharacters(in: range, with: string)
    let caretInNew = range.location + (string as NSString).length
    let digitsBefore = (new as NSString).substring(to: caretInNew).filter(\.isNumber).count
    let formatted = Self.phoneNumber(String(new.filter(\.isNumber).prefix(10)))
    textField.text = formatted
    // The caret goes back after as many digits as the user had before it.
    var caret = digitsBefore == 0 ? 0 : (formatted as NSString).length
    var seen = 0
    for (index, character) in formatted.enumerated() where character.isNumber {
      seen += 1
      if seen == digitsBefore {
        caret = (String(formatted.prefix(index + 1)) as NSString).length
        break
      }
    }
    if let position = textField.position(from: textField.beginningOfDocument, offset: caret) {
      textField.selectedTextRange = textField.textRange(from: position, to: position)
    }
    return false
  }

  static func phoneNumber(_ digits: String) -> String {
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index == 0 { result += "(" }
      if index == 3 { result += ") " }
      if index == 6 { result += "-" }
      result.append(digit)
    }
    return result
  }
}
