// GLib's GIO for the platform layer's D-Bus client (the XDG desktop portal's settings).
// The helpers wrap GVariant's variadic builders, which Swift cannot call.
#include <gio/gio.h>

/// The `(ss)` arguments of the portal's Settings.Read and Settings.ReadOne (a floating reference).
static inline GVariant *openuikit_variant_new_string_pair(const char *first, const char *second) {
  return g_variant_new("(ss)", first, second);
}

/// Unwraps nested variants (Settings.Read wraps the value twice) and reads a `u`; false otherwise.
static inline gboolean openuikit_variant_get_uint32(GVariant *value, guint32 *result) {
  GVariant *current = g_variant_ref(value);
  while (g_variant_is_of_type(current, G_VARIANT_TYPE_VARIANT)) {
    GVariant *inner = g_variant_get_variant(current);
    g_variant_unref(current);
    current = inner;
  }
  gboolean ok = g_variant_is_of_type(current, G_VARIANT_TYPE_UINT32);
  if (ok) *result = g_variant_get_uint32(current);
  g_variant_unref(current);
  return ok;
}

/// Reads a `(ssv)` SettingChanged signal's body: borrowed strings, a new reference to the value.
static inline gboolean openuikit_variant_get_setting(
    GVariant *body, const char **namespace_, const char **key, GVariant **value) {
  if (!g_variant_is_of_type(body, G_VARIANT_TYPE("(ssv)"))) return FALSE;
  g_variant_get(body, "(&s&sv)", namespace_, key, value);
  return TRUE;
}

/// A `(s)` argument tuple (a floating reference), for the bus's AddMatch.
static inline GVariant *openuikit_variant_new_string(const char *string) {
  return g_variant_new("(s)", string);
}
