import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Key-Value Coding for layers, as Core Animation's: `value(forKeyPath:)` and
/// `setValue(_:forKeyPath:)` over the layer's properties (every layer kind's), with the documented
/// key-path extensions (`position.x`, `bounds.size.width`, `transform.rotation.z`,
/// `transform.scale`, `transform.translation.x`, …). Animations read and write through the same
/// table.
///
/// Numbers may be passed as any numeric type or `NSNumber`; geometry directly or boxed in
/// `NSValue`. A key the layer does not have is stored as a plain value under that key (as
/// `CALayer` does for undeclared keys); a value of the wrong type for a declared key is refused with
/// a diagnostic, and the property keeps its value.
extension CALayer {
  /// The value of `key`: a property, or a value stored under a key of your own.
  public func value(forKey key: String) -> Any? {
    if let property = LayerProperties.all[key] { return property.get(self) }
    return objc_getAssociatedObject(self, LayerProperties.userKey(key))
  }

  /// Sets the property `key`, or stores `value` under a key of your own.
  public func setValue(_ value: Any?, forKey key: String) {
    if let property = LayerProperties.all[key] {
      guard let converted = AnimationValue(value), property.set(self, converted) else {
        return reject(key, value as Any)
      }
      return
    }
    objc_setAssociatedObject(
      self, LayerProperties.userKey(key), value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
  }

  /// The value at `keyPath`: a property, or a component of one (`position.x`, `transform.scale`).
  public func value(forKeyPath keyPath: String) -> Any? {
    let (key, rest) = LayerProperties.split(keyPath)
    guard let rest else { return value(forKey: key) }
    guard let whole = value(forKey: key) else { return nil }
    return LayerProperties.component(rest, of: whole)
  }

  /// Sets the value at `keyPath`: a property, or a component of one (the rest of the property
  /// keeps its value).
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    let (key, rest) = LayerProperties.split(keyPath)
    guard let rest else { return setValue(value, forKey: key) }
    guard let whole = self.value(forKey: key), let part = AnimationValue(value),
      let updated = LayerProperties.replacing(rest, of: whole, with: part)
    else { return reject(keyPath, value as Any) }
    setValue(updated, forKey: key)
  }
}

/// The table behind layer Key-Value Coding and animations: each animatable property's getter,
/// setter and the kind of change it records.
enum LayerProperties {
  struct Property {
    let get: (CALayer) -> Any?
    /// Stores a converted value; `false` when it is of the wrong kind.
    let set: (CALayer, AnimationValue) -> Bool
    /// What an animation of this property changes on screen.
    let change: LayerChange
    /// The value as animations read it: typed where the property's type is known, so that each
    /// animated frame does not box the value and cast it back.
    let read: (CALayer) -> AnimationValue?

    init(
      get: @escaping (CALayer) -> Any?, set: @escaping (CALayer, AnimationValue) -> Bool,
      change: LayerChange, read: ((CALayer) -> AnimationValue?)? = nil
    ) {
      self.get = get
      self.set = set
      self.change = change
      self.read = read ?? { AnimationValue(get($0)) }
    }
  }

  /// The value of the property `key` of `layer`, as animations read it.
  static func animationValue(of layer: CALayer, forKey key: String) -> AnimationValue? {
    if let property = all[key] { return property.read(layer) }
    return AnimationValue(layer.value(forKey: key))
  }

  /// Keys stored for undeclared names, one address per name.
  nonisolated(unsafe) private static var userKeys: [String: UnsafeMutableRawPointer] = [:]

  static func userKey(_ key: String) -> UnsafeRawPointer {
    if let existing = userKeys[key] { return UnsafeRawPointer(existing) }
    let address = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    userKeys[key] = address
    return UnsafeRawPointer(address)
  }

  /// `"position.x"` → (`"position"`, `"x"`).
  static func split(_ keyPath: String) -> (String, String?) {
    guard let dot = keyPath.firstIndex(of: ".") else { return (keyPath, nil) }
    return (String(keyPath[..<dot]), String(keyPath[keyPath.index(after: dot)...]))
  }

  /// The component `path` of `value` (`x` of a point, `size.width` of a rect, `rotation.z` of a
  /// transform).
  static func component(_ path: String, of value: Any) -> Any? {
    switch AnimationValue(value) {
    case .point(let p)?:
      switch path {
      case "x": return p.x
      case "y": return p.y
      default: return nil
      }
    case .size(let s)?:
      switch path {
      case "width": return s.width
      case "height": return s.height
      default: return nil
      }
    case .rect(let r)?:
      let (head, rest) = split(path)
      let part: Any
      switch head {
      case "origin": part = r.origin
      case "size": part = r.size
      default: return nil
      }
      guard let rest else { return part }
      return component(rest, of: part)
    case .transform(let t)?:
      return TransformComponents(t).component(path)
    default:
      return nil
    }
  }

  /// `value` with its component `path` replaced by `part`, or `nil` when `path` or `part` does
  /// not fit.
  static func replacing(_ path: String, of value: Any, with part: AnimationValue) -> Any? {
    switch AnimationValue(value) {
    case .point(var p)?:
      guard case .number(let x) = part else { return nil }
      switch path {
      case "x": p.x = CGFloat(x)
      case "y": p.y = CGFloat(x)
      default: return nil
      }
      return p
    case .size(var s)?:
      guard case .number(let x) = part else { return nil }
      switch path {
      case "width": s.width = CGFloat(x)
      case "height": s.height = CGFloat(x)
      default: return nil
      }
      return s
    case .rect(var r)?:
      let (head, rest) = split(path)
      switch (head, rest) {
      case ("origin", nil):
        guard let origin = part.point else { return nil }
        r.origin = origin
      case ("origin", let rest?):
        guard let origin = replacing(rest, of: r.origin, with: part) as? CGPoint else { return nil }
        r.origin = origin
      case ("size", nil):
        guard let size = part.size else { return nil }
        r.size = size
      case ("size", let rest?):
        guard let size = replacing(rest, of: r.size, with: part) as? CGSize else { return nil }
        r.size = size
      default:
        return nil
      }
      return r
    case .transform(let t)?:
      var components = TransformComponents(t)
      guard components.setComponent(path, part) else { return nil }
      return components.transform
    default:
      return nil
    }
  }

  static func number(_ value: AnimationValue) -> CGFloat? {
    if case .number(let x) = value { return CGFloat(x) }
    return nil
  }

  static func color(_ value: AnimationValue) -> CGColor?? {
    if case .color(let c) = value { return .some(c) }
    if case .other(let o) = value, o is NSNull { return .some(nil) }
    return nil
  }

  /// A property of a layer kind, through a checked downcast.
  static func kind<Layer: CALayer>(
    _ type: Layer.Type, _ change: LayerChange, get: @escaping (Layer) -> Any?,
    set: @escaping (Layer, AnimationValue) -> Bool
  ) -> Property {
    Property(
      get: { ($0 as? Layer).flatMap(get) },
      set: { layer, value in (layer as? Layer).map { set($0, value) } ?? false }, change: change)
  }

  static func scalar(
    _ change: LayerChange, get: @escaping (CALayer) -> CGFloat,
    set: @escaping (CALayer, CGFloat) -> Void
  ) -> Property {
    Property(
      get: get,
      set: { layer, value in
        guard let x = number(value) else { return false }
        set(layer, x)
        return true
      }, change: change, read: { .number(Double(get($0))) })
  }

  static func colorProperty(
    _ change: LayerChange, get: @escaping (CALayer) -> CGColor?,
    set: @escaping (CALayer, CGColor?) -> Void
  ) -> Property {
    Property(
      get: get,
      set: { layer, value in
        guard let c = color(value) else { return false }
        set(layer, c)
        return true
      }, change: change, read: { get($0).map(AnimationValue.color) })
  }

  static func typed<Value>(
    _ change: LayerChange, _ extract: @escaping (AnimationValue) -> Value?,
    get: @escaping (CALayer) -> Value, set: @escaping (CALayer, Value) -> Void,
    read: ((CALayer) -> AnimationValue?)? = nil
  ) -> Property {
    Property(
      get: { get($0) },
      set: { layer, value in
        guard let v = extract(value) else { return false }
        set(layer, v)
        return true
      }, change: change, read: read)
  }

  /// A property of a type animations carry as such: read without boxing.
  static func typed<Value: AnimationValueConvertible>(
    _ change: LayerChange, _ extract: @escaping (AnimationValue) -> Value?,
    get: @escaping (CALayer) -> Value, set: @escaping (CALayer, Value) -> Void
  ) -> Property {
    typed(change, extract, get: get, set: set, read: { get($0).animationValue })
  }

  /// Every property by key.
  nonisolated(unsafe) static let all: [String: Property] = {
    var table: [String: Property] = [
      "bounds": typed(
        [.geometry, .appearance], \.rect, get: { $0.bounds }, set: { $0.bounds = $1 }),
      "position": typed(.geometry, \.point, get: { $0.position }, set: { $0.position = $1 }),
      "anchorPoint": typed(
        .geometry, \.point, get: { $0.anchorPoint }, set: { $0.anchorPoint = $1 }),
      "frame": typed(.geometry, \.rect, get: { $0.frame }, set: { $0.frame = $1 }),
      "zPosition": scalar(.geometry, get: { $0.zPosition }, set: { $0.zPosition = $1 }),
      "anchorPointZ": scalar(.geometry, get: { $0.anchorPointZ }, set: { $0.anchorPointZ = $1 }),
      "transform": typed(
        .geometry, \.transform3D, get: { $0.transform }, set: { $0.transform = $1 }),
      "sublayerTransform": typed(
        .geometry, \.transform3D, get: { $0.sublayerTransform },
        set: { $0.sublayerTransform = $1 }),
      "opacity": scalar(
        .composite, get: { CGFloat($0.opacity) }, set: { $0.opacity = Float($1) }),
      "hidden": scalar(
        .composite, get: { $0.isHidden ? 1 : 0 }, set: { $0.isHidden = $1 != 0 }),
      "masksToBounds": scalar(
        .composite, get: { $0.masksToBounds ? 1 : 0 }, set: { $0.masksToBounds = $1 != 0 }),
      "backgroundColor": colorProperty(
        .appearance, get: { $0.backgroundColor }, set: { $0.backgroundColor = $1 }),
      "cornerRadius": scalar(.appearance, get: { $0.cornerRadius }, set: { $0.cornerRadius = $1 }),
      "borderWidth": scalar(.appearance, get: { $0.borderWidth }, set: { $0.borderWidth = $1 }),
      "borderColor": colorProperty(
        .appearance, get: { $0.borderColor }, set: { $0.borderColor = $1 }),
      "shadowColor": colorProperty(
        .shadow, get: { $0.shadowColor }, set: { $0.shadowColor = $1 }),
      "shadowOpacity": scalar(
        .shadow, get: { CGFloat($0.shadowOpacity) }, set: { $0.shadowOpacity = Float($1) }),
      "shadowOffset": typed(
        .shadow, \.size, get: { $0.shadowOffset }, set: { $0.shadowOffset = $1 }),
      "shadowRadius": scalar(.shadow, get: { $0.shadowRadius }, set: { $0.shadowRadius = $1 }),
      "shadowPath": typed(
        .shadow, \.path, get: { $0.shadowPath as Any }, set: { $0.shadowPath = $1 as? CGPath }),
      "contents": Property(
        get: { $0.contents },
        set: { layer, value in
          layer.contents = value.any
          return true
        }, change: .appearance),
      "contentsRect": typed(
        .appearance, \.rect, get: { $0.contentsRect }, set: { $0.contentsRect = $1 }),
      "contentsCenter": typed(
        .appearance, \.rect, get: { $0.contentsCenter }, set: { $0.contentsCenter = $1 }),
      "contentsScale": scalar(
        .appearance, get: { $0.contentsScale }, set: { $0.contentsScale = $1 }),
      "rasterizationScale": scalar(
        .appearance, get: { $0.rasterizationScale }, set: { $0.rasterizationScale = $1 }),
    ]
    table.merge(kindProperties) { a, _ in a }
    return table
  }()
}

extension AnimationValue {
  var rect: CGRect? {
    if case .rect(let r) = self { return r }
    return nil
  }
  var point: CGPoint? {
    if case .point(let p) = self { return p }
    return nil
  }
  var size: CGSize? {
    if case .size(let s) = self { return s }
    return nil
  }
  var transform3D: CATransform3D? {
    if case .transform(let t) = self { return t }
    return nil
  }
  /// A path, or `NSNull`/no path.
  var path: Any? {
    switch self {
    case .path(let p): p
    case .other(let o) where o is NSNull: NSNull()
    default: nil
    }
  }
}

/// A value type an ``AnimationValue`` holds as such.
protocol AnimationValueConvertible {
  /// The value as animations carry it.
  var animationValue: AnimationValue { get }
}

extension CGPoint: AnimationValueConvertible {
  var animationValue: AnimationValue { .point(self) }
}

extension CGSize: AnimationValueConvertible {
  var animationValue: AnimationValue { .size(self) }
}

extension CGRect: AnimationValueConvertible {
  var animationValue: AnimationValue { .rect(self) }
}

extension CATransform3D: AnimationValueConvertible {
  var animationValue: AnimationValue { .transform(self) }
}
