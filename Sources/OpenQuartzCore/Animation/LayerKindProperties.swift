import Foundation
@_spi(Compositor) import OpenCoreGraphics

extension LayerProperties {
  /// The animatable properties of the layer kinds: shape, gradient, text and replicator layers.
  static var kindProperties: [String: Property] {
    [
      // CAShapeLayer
      "path": kind(
        CAShapeLayer.self, .appearance, get: { $0.path },
        set: { layer, value in
          guard let path = value.path else { return false }
          layer.path = path as? CGPath
          return true
        }),
      "fillColor": kind(
        CAShapeLayer.self, .appearance, get: { $0.fillColor },
        set: { layer, value in
          guard let c = color(value) else { return false }
          layer.fillColor = c
          return true
        }),
      "strokeColor": kind(
        CAShapeLayer.self, .appearance, get: { $0.strokeColor },
        set: { layer, value in
          guard let c = color(value) else { return false }
          layer.strokeColor = c
          return true
        }),
      "lineWidth": shapeScalar(get: { $0.lineWidth }, set: { $0.lineWidth = $1 }),
      "miterLimit": shapeScalar(get: { $0.miterLimit }, set: { $0.miterLimit = $1 }),
      "lineDashPhase": shapeScalar(get: { $0.lineDashPhase }, set: { $0.lineDashPhase = $1 }),
      "strokeStart": shapeScalar(get: { $0.strokeStart }, set: { $0.strokeStart = $1 }),
      "strokeEnd": shapeScalar(get: { $0.strokeEnd }, set: { $0.strokeEnd = $1 }),
      // CAGradientLayer
      "colors": kind(
        CAGradientLayer.self, .appearance, get: { $0.colors },
        set: { layer, value in
          guard case .array(let values) = value else { return false }
          layer.colors = values.map(\.any)
          return true
        }),
      "locations": kind(
        CAGradientLayer.self, .appearance, get: { $0.locations },
        set: { layer, value in
          guard case .array(let values) = value else { return false }
          layer.locations = values.compactMap { number($0).map { NSNumber(value: Double($0)) } }
          return true
        }),
      "startPoint": kind(
        CAGradientLayer.self, .appearance, get: { $0.startPoint },
        set: { layer, value in
          guard let point = value.point else { return false }
          layer.startPoint = point
          return true
        }),
      "endPoint": kind(
        CAGradientLayer.self, .appearance, get: { $0.endPoint },
        set: { layer, value in
          guard let point = value.point else { return false }
          layer.endPoint = point
          return true
        }),
      // CATextLayer
      "fontSize": kind(
        CATextLayer.self, .appearance, get: { $0.fontSize },
        set: { layer, value in
          guard let x = number(value) else { return false }
          layer.fontSize = x
          return true
        }),
      "foregroundColor": kind(
        CATextLayer.self, .composite, get: { $0.foregroundColor },
        set: { layer, value in
          guard let c = color(value) else { return false }
          layer.foregroundColor = c
          return true
        }),
      // CAReplicatorLayer
      "instanceTransform": kind(
        CAReplicatorLayer.self, .appearance, get: { $0.instanceTransform },
        set: { layer, value in
          guard let t = value.transform3D else { return false }
          layer.instanceTransform = t
          return true
        }),
      "instanceColor": kind(
        CAReplicatorLayer.self, .appearance, get: { $0.instanceColor },
        set: { layer, value in
          guard let c = color(value) else { return false }
          layer.instanceColor = c
          return true
        }),
      "instanceRedOffset": replicatorOffset(
        get: { $0.instanceRedOffset }, set: { $0.instanceRedOffset = $1 }),
      "instanceGreenOffset": replicatorOffset(
        get: { $0.instanceGreenOffset }, set: { $0.instanceGreenOffset = $1 }),
      "instanceBlueOffset": replicatorOffset(
        get: { $0.instanceBlueOffset }, set: { $0.instanceBlueOffset = $1 }),
      "instanceAlphaOffset": replicatorOffset(
        get: { $0.instanceAlphaOffset }, set: { $0.instanceAlphaOffset = $1 }),
      "instanceDelay": kind(
        CAReplicatorLayer.self, [], get: { CGFloat($0.instanceDelay) },
        set: { layer, value in
          guard let x = number(value) else { return false }
          layer.instanceDelay = Double(x)
          return true
        }),
    ]
  }

  private static func replicatorOffset(
    get: @escaping (CAReplicatorLayer) -> Float,
    set: @escaping (CAReplicatorLayer, Float) -> Void
  ) -> Property {
    kind(
      CAReplicatorLayer.self, .appearance, get: { CGFloat(get($0)) },
      set: { layer, value in
        guard let x = number(value) else { return false }
        set(layer, Float(x))
        return true
      })
  }

  private static func shapeScalar(
    get: @escaping (CAShapeLayer) -> CGFloat, set: @escaping (CAShapeLayer, CGFloat) -> Void
  ) -> Property {
    kind(
      CAShapeLayer.self, .appearance, get: { get($0) },
      set: { layer, value in
        guard let x = number(value) else { return false }
        set(layer, x)
        return true
      })
  }
}
