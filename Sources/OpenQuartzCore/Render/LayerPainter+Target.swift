import Foundation
@_spi(Compositor) import OpenCoreGraphics

extension LayerPainter {
  /// What every copy of one painter shares.
  ///
  /// The painter copies itself per layer (one copy under a clip, one in a group, one per
  /// replicator): as one reference these copies retain one object, not each of the context's
  /// references (the copies were a quarter of painting 10,000 layers).
  /// Its fields are constants, so reading them needs no exclusivity check.
  final class Target {
    let cr: OpaquePointer
    let damage: [CGRect]?
    let shapeMasks: ShapeMaskCache
    let damageTracker: DamageTracker?
    let errorLog: PaintErrorLog?
    let direct: DirectCompositor?

    init(
      cr: OpaquePointer, damage: [CGRect]?, shapeMasks: ShapeMaskCache,
      damageTracker: DamageTracker?, errorLog: PaintErrorLog?, direct: DirectCompositor?
    ) {
      self.cr = cr
      self.damage = damage
      self.shapeMasks = shapeMasks
      self.damageTracker = damageTracker
      self.errorLog = errorLog
      self.direct = direct
    }
  }
}
