import Foundation

/// What a custom detent's resolver is given, as UIKit's
/// `UISheetPresentationControllerDetentResolutionContext`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
  /// The traits of the sheet's container.
  var containerTraitCollection: UITraitCollection { get }
  /// The height of the largest detent (`.large()`): the window less 20 points above and below.
  var maximumDetentValue: CGFloat { get }
}

extension UISheetPresentationController {
  /// A height a sheet rests at, as UIKit's `UISheetPresentationController.Detent`.
  @preconcurrency @MainActor
  public final class Detent {
    /// What a resolver is given.
    public typealias ResolutionContext = UISheetPresentationControllerDetentResolutionContext

    /// Names a detent, as UIKit's `UISheetPresentationController.Detent.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      /// The name.
      public let rawValue: String
      /// Creates an identifier from its name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The medium detent's.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The large detent's.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }

    /// The detent's name.
    public let identifier: Identifier
    private let resolver: (any ResolutionContext) -> CGFloat?

    private init(identifier: Identifier, resolver: @escaping (any ResolutionContext) -> CGFloat?) {
      self.identifier = identifier
      self.resolver = resolver
    }

    /// The full height.
    public static func large() -> Detent {
      Detent(identifier: .large) { $0.maximumDetentValue }
    }

    /// Half the full height.
    public static func medium() -> Detent {
      Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() }
    }

    /// A height `resolver` computes (`nil`: the detent is inactive); `identifier` defaults to a
    /// unique one (iOS 16).
    public static func custom(
      identifier: Identifier? = nil,
      resolver: @escaping (any ResolutionContext) -> CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString), resolver: resolver)
    }

    /// The height in `context`, within 1…`maximumDetentValue`; `nil` when inactive or not a
    /// finite number.
    public func resolvedValue(in context: any ResolutionContext) -> CGFloat? {
      guard let value = resolver(context), value.isFinite else { return nil }
      return min(max(value, 1), max(context.maximumDetentValue, 1))
    }
  }
}

/// A container's traits and room for resolving detents.
struct SheetResolutionContext: UISheetPresentationControllerDetentResolutionContext {
  let containerTraitCollection: UITraitCollection
  let maximumDetentValue: CGFloat
}
