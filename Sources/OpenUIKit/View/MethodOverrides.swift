/// Which of UIView's scoped methods a view class overrides, read from the class's vtable.
///
/// `layoutSubviews()` and `updateProperties()` run inside three scopes: observation tracking,
/// trait-read tracking and `performAsCurrent`. Those scopes are three quarters of relaying out
/// 10,000 views (`Docs/Performance.md`), and a class that inherits UIView's implementations reads
/// nothing in them, so its views call the method without the scopes.
///
/// Swift has no runtime call for "does this class override that method", so the answer comes
/// from class metadata: a class's vtable entry for a method holds the implementation it
/// inherits or overrides. The entry's index is found once, by comparing UIView's metadata with two
/// private subclasses, one overriding the method and one not; a class whose entry equals UIView's
/// inherits the method. Should the metadata not look as expected (not exactly one differing entry),
/// every class counts as overriding: slower, never wrong.
@MainActor
enum MethodOverrides {
  /// A set of UIView methods.
  struct Methods: OptionSet {
    let rawValue: UInt8
    static let layoutSubviews = Methods(rawValue: 1 << 0)
    static let updateProperties = Methods(rawValue: 1 << 1)
    /// A class that does not override it is not called for every view of a theme switch.
    static let traitCollectionDidChange = Methods(rawValue: 1 << 2)
    /// Every method: the answer when the vtable cannot be read.
    static let all: Methods = [.layoutSubviews, .updateProperties, .traitCollectionDidChange]
  }

  private class PlainProbe: UIView {}
  private final class LayoutProbe: UIView {
    override func layoutSubviews() {}
  }
  private final class PropertiesProbe: UIView {
    override func updateProperties() {}
  }
  private final class TraitsProbe: UIView {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  }

  /// The vtable indices (in words from the metadata's address point), when found.
  private static let layoutSlot = slot(overriddenBy: LayoutProbe.self)
  private static let propertiesSlot = slot(overriddenBy: PropertiesProbe.self)
  private static let traitsSlot = slot(overriddenBy: TraitsProbe.self)

  /// Per class, the answer (classes are few; views ask once, at init).
  @exclusivity(unchecked) private static var known: [ObjectIdentifier: Methods] = [:]

  /// Whether the vtable could be read, so classes that inherit the methods skip the scopes.
  static var isAvailable: Bool { layoutSlot != nil && propertiesSlot != nil && traitsSlot != nil }

  /// The methods among `all` that `type` (or a superclass below UIView) overrides.
  static func methods(of type: UIView.Type) -> Methods {
    let key = ObjectIdentifier(type)
    if let methods = known[key] { return methods }
    var methods: Methods = []
    if overrides(type, at: layoutSlot) { methods.insert(.layoutSubviews) }
    if overrides(type, at: propertiesSlot) { methods.insert(.updateProperties) }
    if overrides(type, at: traitsSlot) { methods.insert(.traitCollectionDidChange) }
    known[key] = methods
    return methods
  }

  private static func overrides(_ type: UIView.Type, at slot: Int?) -> Bool {
    guard let slot, let words = ClassMetadata(type), slot < words.count else { return true }
    guard let base = ClassMetadata(UIView.self) else { return true }
    return words[slot] != base[slot]
  }

  /// The one entry where a class overriding the method differs from UIView while a class
  /// overriding nothing does not.
  private static func slot(overriddenBy probe: UIView.Type) -> Int? {
    guard let base = ClassMetadata(UIView.self), let plain = ClassMetadata(PlainProbe.self),
      let overriding = ClassMetadata(probe), base.count == plain.count,
      base.count == overriding.count
    else { return nil }
    let candidates = (ClassMetadata.firstEntry..<base.count).filter {
      plain[$0] == base[$0] && overriding[$0] != base[$0]
    }
    return candidates.count == 1 ? candidates[0] : nil
  }
}
