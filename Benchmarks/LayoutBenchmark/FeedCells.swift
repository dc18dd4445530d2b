import OpenUIKit

/// One feed cell's views: an image, a title, a wrapping body, a badge, three buttons and a
/// separator, in a content view (ten views), laid out one of three ways.
@MainActor
class FeedCell: UIView {
  let image = UIView()
  let title = UILabel()
  let body = UILabel()
  let badge = UILabel()
  let buttons = ["Like", "Reply", "Share"].map { name -> UIButton in
    let button = UIButton(type: .system)
    button.setTitle(name, for: .normal)
    return button
  }
  let separator = UIView()

  init(text: String) {
    super.init(frame: .zero)
    title.text = "A title"
    title.font = .boldSystemFont(ofSize: 15)
    body.text = text
    body.numberOfLines = 0
    body.font = .systemFont(ofSize: 13)
    badge.text = "new"
    badge.font = .systemFont(ofSize: 11)
    image.backgroundColor = .systemBlue
    separator.backgroundColor = .separator
  }
  required init?(coder: NSCoder) { nil }

  /// The cell's height at `width`.
  func height(at width: CGFloat) -> CGFloat { 0 }
}

/// (a) Frames computed in `layoutSubviews()` and `sizeThatFits(_:)`.
final class ManualCell: FeedCell {
  override init(text: String) {
    super.init(text: text)
    for view in [image, title, body, badge, separator] + buttons { addSubview(view) }
  }
  required init?(coder: NSCoder) { nil }

  /// Every frame for `width`, and the height they need.
  private func frames(at width: CGFloat) -> (frames: [CGRect], height: CGFloat) {
    let badgeSize = badge.sizeThatFits(.zero)
    let textLeft: CGFloat = 16 + 48 + 12
    let badgeFrame = CGRect(
      x: width - 16 - badgeSize.width, y: 12, width: badgeSize.width, height: badgeSize.height)
    let titleWidth = max(badgeFrame.minX - 8 - textLeft, 0)
    let titleHeight = title.sizeThatFits(CGSize(width: titleWidth, height: 0)).height
    let textWidth = max(width - 16 - textLeft, 0)
    let bodyHeight = body.sizeThatFits(CGSize(width: textWidth, height: 0)).height
    var frames = [
      CGRect(x: 16, y: 12, width: 48, height: 48),
      CGRect(x: textLeft, y: 12, width: titleWidth, height: titleHeight),
      CGRect(x: textLeft, y: 12 + titleHeight + 4, width: textWidth, height: bodyHeight),
      badgeFrame,
    ]
    var x = textLeft
    let buttonsTop = 12 + titleHeight + 4 + bodyHeight + 8
    var buttonsHeight: CGFloat = 0
    var buttonFrames: [CGRect] = []
    for button in buttons {
      let size = button.sizeThatFits(.zero)
      buttonFrames.append(CGRect(x: x, y: buttonsTop, width: size.width, height: size.height))
      x += size.width + 8
      buttonsHeight = max(buttonsHeight, size.height)
    }
    let height = max(buttonsTop + buttonsHeight + 12, 72)
    frames.append(CGRect(x: textLeft, y: height - 1, width: width - textLeft, height: 1))
    return (frames + buttonFrames, height)
  }

  override func height(at width: CGFloat) -> CGFloat { frames(at: width).height }

  override func layoutSubviews() {
    super.layoutSubviews()
    let views = [image, title, body, badge, separator] + buttons
    for (view, frame) in zip(views, frames(at: bounds.width).frames) { view.frame = frame }
  }
}

/// (b) The same layout by anchors; the height is `systemLayoutSizeFitting`.
final class ConstrainedCell: FeedCell {
  override init(text: String) {
    super.init(text: text)
    let views = [image, title, body, badge, separator] + buttons
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    var constraints = [
      image.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      image.topAnchor.constraint(equalTo: topAnchor, constant: 12),
      image.widthAnchor.constraint(equalToConstant: 48),
      image.heightAnchor.constraint(equalToConstant: 48),
      badge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      badge.topAnchor.constraint(equalTo: topAnchor, constant: 12),
      title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
      title.topAnchor.constraint(equalTo: topAnchor, constant: 12),
      title.trailingAnchor.constraint(equalTo: badge.leadingAnchor, constant: -8),
      body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      body.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      separator.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      separator.trailingAnchor.constraint(equalTo: trailingAnchor),
      separator.bottomAnchor.constraint(equalTo: bottomAnchor),
      separator.heightAnchor.constraint(equalToConstant: 1),
      bottomAnchor.constraint(greaterThanOrEqualTo: image.bottomAnchor, constant: 12),
    ]
    var previous: UIButton?
    for button in buttons {
      constraints += [
        button.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
        button.leadingAnchor.constraint(
          equalTo: previous?.trailingAnchor ?? title.leadingAnchor,
          constant: previous == nil ? 0 : 8
        ),
        bottomAnchor.constraint(greaterThanOrEqualTo: button.bottomAnchor, constant: 12),
      ]
      previous = button
    }
    // The badge keeps its size and the title takes the rest, as in the other two cells; without
    // this the two tie at 250 and the layout is ambiguous (Interface Builder's "content priority
    // ambiguity"), which is solved afresh for every cell.
    badge.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    // As short as the content allows.
    let short = heightAnchor.constraint(equalToConstant: 0)
    short.priority = .fittingSizeLevel
    constraints.append(short)
    NSLayoutConstraint.activate(constraints)
  }
  required init?(coder: NSCoder) { nil }

  override func height(at width: CGFloat) -> CGFloat {
    systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  }
}

/// (c) Stack views: the image beside a column of title row, body and button row.
final class StackedCell: FeedCell {
  let outer = UIStackView()

  override init(text: String) {
    super.init(text: text)
    let titleRow = UIStackView(arrangedSubviews: [title, badge])
    titleRow.spacing = 8
    title.setContentHuggingPriority(.defaultLow, for: .horizontal)
    badge.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    let buttonRow = UIStackView(arrangedSubviews: buttons)
    buttonRow.spacing = 8
    buttonRow.alignment = .leading
    let column = UIStackView(arrangedSubviews: [titleRow, body, buttonRow])
    column.axis = .vertical
    column.spacing = 4
    column.alignment = .fill
    image.frame.size = CGSize(width: 48, height: 48)
    let imageBox = FixedSizeView(image, CGSize(width: 48, height: 48))
    outer.addArrangedSubview(imageBox)
    outer.addArrangedSubview(column)
    outer.spacing = 12
    outer.alignment = .top
    outer.isLayoutMarginsRelativeArrangement = true
    outer.layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    addSubview(outer)
    addSubview(separator)
  }
  required init?(coder: NSCoder) { nil }

  override func height(at width: CGFloat) -> CGFloat {
    outer.frame.size.width = width
    return max(outer.sizeThatFits(CGSize(width: width, height: 0)).height, 72)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    outer.frame = bounds
    separator.frame = CGRect(x: 76, y: bounds.height - 1, width: bounds.width - 76, height: 1)
  }
}

/// A view holding one subview at a fixed intrinsic size (a stack view's fixed item).
final class FixedSizeView: UIView {
  let size: CGSize
  init(_ content: UIView, _ size: CGSize) {
    self.size = size
    super.init(frame: CGRect(origin: .zero, size: size))
    addSubview(content)
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { size }
}
