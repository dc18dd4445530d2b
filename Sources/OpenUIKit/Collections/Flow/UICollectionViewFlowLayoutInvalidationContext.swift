import Foundation

/// What a flow layout's invalidation concerns, as UIKit's
/// `UICollectionViewFlowLayoutInvalidationContext`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext
{
  /// Whether the sizes, insets and spacings the delegate gave must be asked for again; default
  /// `true`.
  open var invalidateFlowLayoutDelegateMetrics = true
  /// Whether the lines must be laid out again (with the sizes already read); default `true`.
  open var invalidateFlowLayoutAttributes = true

  /// Creates a context invalidating the delegate's metrics and the lines.
  public required init() { super.init() }
}
