import Foundation

// Foundation on Linux boxes only scalars, arrays and its own geometry in `NSValue` (a struct type
// encoding traps in `NSConcreteValue`), so UIKit's and Core Animation's geometry values are kept
// as arrays of doubles, `[6d]` for an affine transform: `isEqual(_:)`, hashing and archiving work
// on them as on any `NSValue`.
@_spi(Compositor)
extension NSValue {
  /// A value holding `doubles` under the type encoding `[<count>d]`.
  public convenience init(doubles: [Double]) {
    var storage = doubles
    let encoding = "[\(doubles.count)d]"
    self.init(bytes: &storage, objCType: encoding)
  }

  /// The `count` doubles a value made by ``init(doubles:)`` holds, or `nil` when it holds
  /// something else (its type encoding differs).
  public func doubles(count: Int) -> [Double]? {
    guard String(cString: objCType) == "[\(count)d]" else { return nil }
    var storage = [Double](repeating: 0, count: count)
    storage.withUnsafeMutableBytes { buffer in
      if let base = buffer.baseAddress { getValue(base) }
    }
    return storage
  }

  /// Whether the value's type encoding is `encoding`.
  public func holds(_ encoding: String) -> Bool { String(cString: objCType) == encoding }
}
