import Foundation

/// A section header or footer, as UIKit's `UITableViewHeaderFooterView`: a content view with a
/// text label, reusable like cells.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The identifier the table reuses the view under.
  public let reuseIdentifier: String?
  /// The view the content goes in.
  public let contentView = UIView()
  /// A view behind the content.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  final var storedTextLabel: UILabel?
  /// Whether the table shows it in a grouped style (smaller, secondary text).
  final var isGroupedStyle = false {
    didSet { styleLabel() }
  }

  /// Creates a view reused under `reuseIdentifier`.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Creates a view for a table that registered the class under `reuseIdentifier` (see
  /// `UITableViewCell.init(registeredWithReuseIdentifier:)`).
  public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
    self.init(reuseIdentifier: reuseIdentifier)
  }

  /// Creates a view from an archive: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// The title label (made on first use).
  open var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UILabel()
    storedTextLabel = label
    contentView.addSubview(label)
    styleLabel()
    setNeedsLayout()
    return label
  }

  private func styleLabel() {
    guard let label = storedTextLabel else { return }
    label.font =
      isGroupedStyle ? .systemFont(ofSize: 13) : .systemFont(ofSize: 17, weight: .semibold)
    label.textColor = isGroupedStyle ? .secondaryLabel : .label
  }

  /// Called before the table hands the view out again.
  open func prepareForReuse() {}

  /// Places the background, the content view and the label (16-point margins; a grouped
  /// header's label sits at the bottom).
  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundView?.frame = bounds
    contentView.frame = bounds
    guard let label = storedTextLabel else { return }
    let width = max(bounds.width - 32, 0)
    let height = label.sizeThatFits(CGSize(width: width, height: .infinity)).height
    let y = isGroupedStyle ? bounds.height - height - 6 : ((bounds.height - height) / 2).rounded()
    label.frame = CGRect(x: 16, y: y, width: width, height: height)
  }
}
