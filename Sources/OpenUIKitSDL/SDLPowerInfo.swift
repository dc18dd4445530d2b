import CSDL2
@_spi(Platform) import OpenUIKit

/// The battery as the desktop reports it, for `UIDevice`'s battery monitoring: SDL asks UPower
/// over D-Bus, then reads `/sys/class/power_supply`.
enum SDLPowerInfo {
  static func read() -> (UIDevice.BatteryState, Float) {
    var seconds: Int32 = -1
    var percent: Int32 = -1
    let state = SDL_GetPowerInfo(&seconds, &percent)
    let level: Float = percent >= 0 ? Float(min(percent, 100)) / 100 : -1
    switch state {
    case SDL_POWERSTATE_ON_BATTERY: return (.unplugged, level)
    case SDL_POWERSTATE_CHARGING: return (.charging, level)
    case SDL_POWERSTATE_CHARGED: return (.full, level < 0 ? 1 : level)
    default: return (.unknown, -1)  // unknown, or no battery (a desktop computer)
    }
  }
}
