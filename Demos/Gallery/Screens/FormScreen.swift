import Foundation
import OpenUIKit

/// A sign-up form laid out by anchors alone.
///
/// Captions sit right-aligned in a column as wide as the widest one (a guide whose width is
/// pulled toward zero at low priority while each caption must fit in it); fields stretch with the
/// window; a note wraps under them; a switch row is centred on its caption; buttons sit at the
/// bottom right, two system spacings apart. The form is at most 560 points wide and centred:
/// resize the window and it reflows. It sits in a scroll view, pinned to its content layout guide
/// (which gives the content size) and as wide as its frame layout guide: a window too short for
/// it scrolls.
final class FormScreen: UIViewController {
  let heading = UILabel()
  let captions = ["Name", "Email address", "Password"].map { text -> UILabel in
    let label = UILabel()
    label.text = text
    return label
  }
  let fields = [UITextField(), UITextField(), UITextField()]
  let note = UILabel()
  let subscribeCaption = UILabel()
  let subscribe = UISwitch()
  let cancel = UIButton(type: .system)
  let create = UIButton(type: .system)
  /// The form's area: every row hangs from it.
  let form = UILayoutGuide()
  let scrollView = UIScrollView()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Form"
    view.backgroundColor = .systemBackground
    heading.text = "Create an account"
    heading.font = .systemFont(ofSize: 22, weight: .bold)
    heading.accessibilityTraits.insert(.header)
    for (field, placeholder) in zip(fields, ["Ada Lovelace", "ada@example.org", "8 or more"]) {
      field.placeholder = placeholder
      field.borderStyle = .roundedRect
    }
    fields[2].isSecureTextEntry = true
    for (field, label) in zip(fields, ["Name", "Email address", "Password"]) {
      field.accessibilityLabel = label
    }
    subscribe.accessibilityLabel = "Send me the monthly letter"
    note.text = "Your address is only used to sign in; the form reflows as the window resizes."
    note.numberOfLines = 0
    note.font = .systemFont(ofSize: 13)
    note.textColor = .secondaryLabel
    subscribeCaption.text = "Send me the monthly letter"
    // In a narrow window the caption gives way (truncates), not the switch beside it.
    subscribeCaption.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    cancel.setTitle("Cancel", for: .normal)
    create.setTitle("Create account", for: .normal)
    let all: [UIView] =
      [heading] + captions + fields + [note, subscribeCaption, subscribe, cancel, create]
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.alwaysBounceVertical = true
    view.addSubview(scrollView)
    for subview in all {
      subview.translatesAutoresizingMaskIntoConstraints = false
      scrollView.addSubview(subview)
    }
    scrollView.addLayoutGuide(form)
    form.identifier = "form"
    layOutForm()
  }

  private func layOutForm() {
    let area = view.layoutMarginsGuide
    // At most 560 wide, centred, and as wide as the margins allow below that.
    let preferredWidth = form.widthAnchor.constraint(equalTo: area.widthAnchor)
    preferredWidth.priority = .defaultHigh
    let content = scrollView.contentLayoutGuide
    var constraints = [
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      // The content is as wide as the scroll view and as tall as the form: only a short window
      // scrolls, and only vertically.
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      form.topAnchor.constraint(equalTo: content.topAnchor, constant: 24),
      content.bottomAnchor.constraint(equalTo: form.bottomAnchor, constant: 24),
      form.centerXAnchor.constraint(equalTo: area.centerXAnchor),
      form.widthAnchor.constraint(lessThanOrEqualToConstant: 560),
      form.widthAnchor.constraint(lessThanOrEqualTo: area.widthAnchor),
      preferredWidth,
      form.bottomAnchor.constraint(equalTo: create.bottomAnchor),
      heading.topAnchor.constraint(equalTo: form.topAnchor),
      heading.leadingAnchor.constraint(equalTo: form.leadingAnchor),
      heading.trailingAnchor.constraint(lessThanOrEqualTo: form.trailingAnchor),
    ]
    // Captions right-aligned in a column as wide as the widest caption.
    let column = UILayoutGuide()
    scrollView.addLayoutGuide(column)
    let narrowest = column.widthAnchor.constraint(equalToConstant: 0)
    narrowest.priority = .defaultLow
    constraints += [column.leadingAnchor.constraint(equalTo: form.leadingAnchor), narrowest]
    var above = heading.bottomAnchor
    for (caption, field) in zip(captions, fields) {
      caption.textAlignment = .right
      constraints += [
        caption.leadingAnchor.constraint(greaterThanOrEqualTo: column.leadingAnchor),
        caption.trailingAnchor.constraint(equalTo: column.trailingAnchor),
        field.leadingAnchor.constraint(
          equalToSystemSpacingAfter: column.trailingAnchor, multiplier: 1.5),
        field.trailingAnchor.constraint(equalTo: form.trailingAnchor),
        field.topAnchor.constraint(equalToSystemSpacingBelow: above, multiplier: 2),
        field.heightAnchor.constraint(equalToConstant: 32),
        caption.centerYAnchor.constraint(equalTo: field.centerYAnchor),
      ]
      above = field.bottomAnchor
    }
    constraints += [
      note.topAnchor.constraint(equalToSystemSpacingBelow: above, multiplier: 1),
      note.leadingAnchor.constraint(equalTo: fields[0].leadingAnchor),
      note.trailingAnchor.constraint(equalTo: form.trailingAnchor),
      subscribe.topAnchor.constraint(equalToSystemSpacingBelow: note.bottomAnchor, multiplier: 2),
      subscribe.leadingAnchor.constraint(equalTo: fields[0].leadingAnchor),
      subscribeCaption.leadingAnchor.constraint(
        equalToSystemSpacingAfter: subscribe.trailingAnchor, multiplier: 1.5),
      subscribeCaption.centerYAnchor.constraint(equalTo: subscribe.centerYAnchor),
      subscribeCaption.trailingAnchor.constraint(lessThanOrEqualTo: form.trailingAnchor),
      create.topAnchor.constraint(equalToSystemSpacingBelow: subscribe.bottomAnchor, multiplier: 4),
      create.trailingAnchor.constraint(equalTo: form.trailingAnchor),
      create.leadingAnchor.constraint(
        equalToSystemSpacingAfter: cancel.trailingAnchor, multiplier: 2),
      cancel.firstBaselineAnchor.constraint(equalTo: create.firstBaselineAnchor),
    ]
    NSLayoutConstraint.activate(constraints)
  }
}
