import Foundation
import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore

extension UIView {
  /// This view's tint, else the nearest ancestor's, else the system tint; dimmed when the
  /// effective adjustment mode is `.dimmed`.
  var effectiveTintColor: UIColor {
    let tint = storedTintColor ?? storedSuperview?.tintColor ?? UIColor.tintColor
    return effectiveTintAdjustmentMode == .dimmed ? Self.dimmed(tint) : tint
  }

  var effectiveTintAdjustmentMode: TintAdjustmentMode {
    if storedTintAdjustmentMode != .automatic { return storedTintAdjustmentMode }
    return storedSuperview?.effectiveTintAdjustmentMode ?? .normal
  }

  /// Calls `tintColorDidChange()` here and on every subview that inherits what changed: the color,
  /// or the adjustment mode.
  func tintDidChange(color: Bool, mode: Bool) {
    traitCollection.performAsCurrent { tintColorDidChange() }
    if hasFocus { window?.placeFocusRing() }
    for subview in storedSubviews {
      let inheritsColor = color && subview.storedTintColor == nil
      let inheritsMode = mode && subview.storedTintAdjustmentMode == .automatic
      if inheritsColor || inheritsMode {
        subview.tintDidChange(color: inheritsColor, mode: inheritsMode)
      }
    }
  }

  private static func dimmed(_ color: UIColor) -> UIColor {
    UIColor { traits in
      let resolved = color.resolvedColor(with: traits)
      guard case .rgba(let r, let g, let b, let a) = resolved.storage else { return resolved }
      let gray = 0.299 * r + 0.587 * g + 0.114 * b
      return UIColor(white: gray, alpha: a * 0.5)
    }
  }

  /// Pushes the view-owned dynamic colors, resolved for the view's traits, to the layer.
  ///
  /// Colors set directly on the layer are left alone, as in UIKit.
  func applyResolvedColors() {
    if let color = storedBackgroundColor {
      // The cache borrowed: a theme switch resolves every view's background here.
      layer.backgroundColor = withBorrowed(ResolvedColorCache.sharedReference) {
        $0.cgColor(color, storedTraitCollection)
      }
    } else {
      layer.backgroundColor = nil
    }
  }
}

/// Resolved `CGColor`s by color and trait collection.
///
/// Views sharing their superview's traits share one collection object, so a theme switch over
/// thousands of views resolves each dynamic color once per collection.
@MainActor
final class ResolvedColorCache {
  static let shared = ResolvedColorCache()
  /// `shared`, for borrowing without reference counting: it lives as long as the process.
  static let sharedReference = Unmanaged.passUnretained(shared)

  private struct Key: Hashable {
    let color: ObjectIdentifier
    let traits: ObjectIdentifier
  }

  /// The keys' objects are kept alive with their entries, so identifiers are not reused.
  @exclusivity(unchecked) private var entries:
    [Key: (color: UIColor, traits: UITraitCollection, cgColor: CGColor)] = [:]
  /// Entries kept at most; the cache is emptied when it is full.
  let capacity = 512

  /// The last answer: views sharing a color and a collection ask in a row.
  ///
  /// Its objects are kept alive by `entries`; the key compares without touching reference counts.
  @exclusivity(unchecked) private var lastKey: Key?
  @exclusivity(unchecked) private var lastCGColor = CGColor.clear

  func cgColor(_ color: UIColor, _ traits: UITraitCollection) -> CGColor {
    let key = Key(color: ObjectIdentifier(color), traits: ObjectIdentifier(traits))
    if key == lastKey { return lastCGColor }
    if let hit = entries[key] {
      lastKey = key
      lastCGColor = hit.cgColor
      return hit.cgColor
    }
    let resolved = color.resolvedColor(with: traits)
    var cgColor = CGColor.clear
    if case .rgba(let r, let g, let b, let a) = resolved.storage {
      cgColor = CGColor(red: r, green: g, blue: b, alpha: a)
    }
    if entries.count >= capacity {
      entries.removeAll(keepingCapacity: true)
      lastKey = nil
    }
    entries[key] = (color, traits, cgColor)
    lastKey = key
    lastCGColor = cgColor
    return cgColor
  }
}
