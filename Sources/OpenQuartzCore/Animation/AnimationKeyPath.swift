/// An animated key path split once into the layer property and the component within it
/// (`"transform.scale.x"` → `"transform"`, `"scale.x"`), so that evaluating an animation each
/// frame does not scan the string or look the property up again.
struct AnimationKeyPath {
  /// The whole key path, as the animation names it.
  let path: String
  /// The layer property.
  let key: String
  /// The component within the property's value, if any.
  let rest: String?
  /// The layer property's getter, setter and kind of change, when the layer has it.
  let property: LayerProperties.Property?

  init(_ path: String) {
    self.path = path
    (key, rest) = LayerProperties.split(path)
    property = LayerProperties.all[key]
  }
}
