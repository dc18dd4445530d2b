import Foundation

/// A view a collection view reuses: a supplementary view (a header, a footer, a badge) and the
/// base of `UICollectionViewCell`, as UIKit's `UICollectionReusableView`.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the view was dequeued with (set by the collection view).
  open var reuseIdentifier: String? { storedReuseIdentifier }
  final var storedReuseIdentifier: String?

  /// Called before the collection view hands the view out again; the default does nothing.
  open func prepareForReuse() {}

  /// Takes the layout's attributes after the collection view applied their frame, alpha,
  /// transform and z order; the default does nothing (a subclass reads its custom attributes).
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// Makes a view of the registered class for `reuseIdentifier`.
  ///
  /// The collection view makes registered classes through this initializer, which calls
  /// `init(frame:)`; a subclass that overrides `init(frame:)` and `init(coder:)`, as UIKit
  /// subclasses do, inherits it.
  public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
    self.init(frame: .zero)
    storedReuseIdentifier = reuseIdentifier
  }
}

extension UICollectionReusableView: ReusableView {}

/// A collection view's cell, as UIKit's `UICollectionViewCell`: content in `contentView`, a
/// background, and the selected and highlighted states the collection view sets.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view the cell's content goes in, sized to the cell.
  public let contentView = UIView()
  /// A view behind the content.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }
  /// A view shown behind the content while the cell is selected or highlighted.
  open var selectedBackgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      updateSelectedBackground()
    }
  }
  /// Whether the item is selected (set by the collection view).
  open var isSelected = false { didSet { updateSelectedBackground() } }
  /// Whether the item is being pressed (set by the collection view).
  open var isHighlighted = false { didSet { updateSelectedBackground() } }

  /// Creates a cell.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Creates a cell from an archive: nothing is decoded on Linux (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Sizes the background views and the content view to the cell.
  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
    contentView.frame = bounds
  }

  private func updateSelectedBackground() {
    guard let selectedBackgroundView else { return }
    if isSelected || isHighlighted {
      if selectedBackgroundView.superview !== self {
        // Over the background view, under the content.
        if let backgroundView, backgroundView.superview === self {
          insertSubview(selectedBackgroundView, aboveSubview: backgroundView)
        } else {
          insertSubview(selectedBackgroundView, at: 0)
        }
      }
      selectedBackgroundView.frame = bounds
    } else {
      selectedBackgroundView.removeFromSuperview()
    }
  }
}
