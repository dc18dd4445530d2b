/// A class's metadata read as words, for the two places that need what Swift has no runtime call
/// for: whether a class overrides a method (`MethodOverrides`) and a class's allocating
/// initializer (`DynamicInstantiation`).
///
/// Swift's class metadata layout without Objective-C interoperability (Linux): word 0 the kind,
/// 1 the superclass, 2 flags and the instance address point, 3 the instance size and alignment
/// mask, 4 the class object's size and address point, 5 the descriptor, 6 the ivar destroyer, then
/// the vtables of each class from the root down. Both users check what they rely on and fall back
/// (slower, or a clear message) when the layout is not the expected one.
struct ClassMetadata {
  /// The first word after the fixed header.
  static let firstEntry = 7
  let base: UnsafeRawPointer
  /// Words from the address point to the end.
  let count: Int

  init?(_ type: AnyClass) {
    base = unsafeBitCast(type, to: UnsafeRawPointer.self)
    // Checks that the layout is the one expected: word 1 is the superclass.
    if let superclass = _getSuperclass(type) {
      guard
        base.load(fromByteOffset: 8, as: UnsafeRawPointer.self)
          == unsafeBitCast(superclass, to: UnsafeRawPointer.self)
      else { return nil }
    }
    let classSize = Int(base.load(fromByteOffset: 32, as: UInt32.self))
    let addressPoint = Int(base.load(fromByteOffset: 36, as: UInt32.self))
    let positive = classSize - addressPoint
    guard positive > Self.firstEntry * 8, positive % 8 == 0, positive < 1 << 16 else {
      return nil
    }
    count = positive / 8
  }

  subscript(index: Int) -> UInt { base.load(fromByteOffset: index * 8, as: UInt.self) }
}
