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

// AT-SPI over D-Bus (the ATSPIBridge target): GVariant shapes of the AT-SPI protocol.

/// An object reference `(so)`: a bus name and an object path (a floating reference).
static inline GVariant *openuikit_atspi_reference(const char *bus, const char *path) {
  return g_variant_new("(so)", bus, path);
}

/// A one-value tuple `(v…)` around `value` (takes a floating `value`).
static inline GVariant *openuikit_variant_tuple1(GVariant *value) {
  return g_variant_new_tuple(&value, 1);
}

/// `(iiii)`: extents.
static inline GVariant *openuikit_atspi_extents(gint32 x, gint32 y, gint32 width, gint32 height) {
  return g_variant_new("(iiii)", x, y, width, height);
}

/// `(ii)`: a point or a size.
static inline GVariant *openuikit_atspi_pair(gint32 first, gint32 second) {
  return g_variant_new("(ii)", first, second);
}

/// `au` of the two 32-bit words of a state set.
static inline GVariant *openuikit_atspi_states(guint32 low, guint32 high) {
  GVariant *words[2] = {g_variant_new_uint32(low), g_variant_new_uint32(high)};
  return g_variant_new_array(G_VARIANT_TYPE_UINT32, words, 2);
}

/// A new builder of values of `type` (such as "a(so)"); free with g_variant_builder_unref.
static inline GVariantBuilder *openuikit_builder_new(const char *type) {
  return g_variant_builder_new(G_VARIANT_TYPE(type));
}

/// Adds `(sss)` (an action's name, description and key binding) to a builder.
static inline void openuikit_builder_add_action(
    GVariantBuilder *builder, const char *name, const char *description, const char *keys) {
  g_variant_builder_add(builder, "(sss)", name, description, keys);
}

/// Adds `{ss}` to a builder of `a{ss}`.
static inline void openuikit_builder_add_string_pair(
    GVariantBuilder *builder, const char *key, const char *value) {
  g_variant_builder_add(builder, "{ss}", key, value);
}

/// An event's body `(siiva{sv})`: detail, two numbers, data (floating, wrapped in a variant), no
/// properties.
static inline GVariant *openuikit_atspi_event(
    const char *detail, gint32 detail1, gint32 detail2, GVariant *data) {
  GVariantBuilder properties;
  g_variant_builder_init(&properties, G_VARIANT_TYPE("a{sv}"));
  return g_variant_new("(siiva{sv})", detail, detail1, detail2, data, &properties);
}

/// An empty relation set `a(ua(so))`.
static inline GVariant *openuikit_atspi_no_relations(void) {
  return g_variant_new_array(G_VARIANT_TYPE("(ua(so))"), NULL, 0);
}

/// An empty `a{ss}`.
static inline GVariant *openuikit_variant_empty_string_map(void) {
  return g_variant_new_array(G_VARIANT_TYPE("{ss}"), NULL, 0);
}

/// Reads `(i)`, `(u)` or the first `i`/`u` of a tuple such as `(iiu)`: -1 when absent.
static inline gint64 openuikit_variant_child_integer(GVariant *tuple, gsize index) {
  if (!tuple || !g_variant_is_container(tuple) || g_variant_n_children(tuple) <= index) return -1;
  GVariant *child = g_variant_get_child_value(tuple, index);
  gint64 result = -1;
  if (g_variant_is_of_type(child, G_VARIANT_TYPE_INT32)) result = g_variant_get_int32(child);
  else if (g_variant_is_of_type(child, G_VARIANT_TYPE_UINT32)) result = g_variant_get_uint32(child);
  else if (g_variant_is_of_type(child, G_VARIANT_TYPE_INT16)) result = g_variant_get_int16(child);
  g_variant_unref(child);
  return result;
}

/// Reads a `d`, unwrapping a variant; false when it is none.
static inline gboolean openuikit_variant_get_double(GVariant *value, gdouble *result) {
  GVariant *current = g_variant_ref(value);
  while (g_variant_is_of_type(current, G_VARIANT_TYPE_VARIANT)) {
    GVariant *inner = g_variant_get_variant(current);
    g_variant_unref(current);
    current = inner;
  }
  gboolean ok = g_variant_is_of_type(current, G_VARIANT_TYPE_DOUBLE);
  if (ok) *result = g_variant_get_double(current);
  g_variant_unref(current);
  return ok;
}

/// A NULL-terminated, empty string vector (a subtree's enumeration), freed by GDBus.
static inline gchar **openuikit_empty_strv(void) { return g_new0(gchar *, 1); }

/// A NULL-terminated vector of interface infos (a subtree's introspection), freed by GDBus.
static inline GDBusInterfaceInfo **openuikit_interface_infos(GDBusInterfaceInfo **infos, gsize count) {
  GDBusInterfaceInfo **result = g_new0(GDBusInterfaceInfo *, count + 1);
  for (gsize i = 0; i < count; i++) result[i] = g_dbus_interface_info_ref(infos[i]);
  return result;
}

/// Whether a value is an `i`.
static inline gboolean openuikit_variant_is_int32(GVariant *value) {
  return g_variant_is_of_type(value, G_VARIANT_TYPE_INT32);
}

/// `(sii)`: a range of text and its character offsets (Text.GetTextAtOffset and kin).
static inline GVariant *openuikit_atspi_text_range(const char *text, gint32 start, gint32 end) {
  return g_variant_new("(sii)", text, start, end);
}

/// `(a{ss}ii)`: no attributes over a run of characters (Text.GetAttributes, GetAttributeRun).
static inline GVariant *openuikit_atspi_attribute_run(gint32 start, gint32 end) {
  GVariantBuilder attributes;
  g_variant_builder_init(&attributes, G_VARIANT_TYPE("a{ss}"));
  return g_variant_new("(a{ss}ii)", &attributes, start, end);
}

/// `(siib)`: an attribute's value over a run, and whether it is defined (Text.GetAttributeValue).
static inline GVariant *openuikit_atspi_attribute_value(gint32 start, gint32 end) {
  return g_variant_new("(siib)", "", start, end, FALSE);
}

/// `(biiiib)`: a table cell's row, column, extents and selection (Table.GetRowColumnExtentsAtIndex).
static inline GVariant *openuikit_atspi_cell_extents(
    gboolean found, gint32 row, gint32 column, gboolean selected) {
  return g_variant_new("(biiiib)", found, row, column, 1, 1, selected);
}

/// The string at `index` of a tuple, copied (free with g_free); NULL when it is not a string.
static inline gchar *openuikit_variant_child_string_dup(GVariant *tuple, gsize index) {
  if (!tuple || !g_variant_is_container(tuple) || g_variant_n_children(tuple) <= index) return NULL;
  GVariant *child = g_variant_get_child_value(tuple, index);
  gchar *result = g_variant_is_of_type(child, G_VARIANT_TYPE_STRING)
      ? g_variant_dup_string(child, NULL) : NULL;
  g_variant_unref(child);
  return result;
}

/// An empty tuple `()`: the reply of a method without results.
static inline GVariant *openuikit_variant_unit(void) { return g_variant_new_tuple(NULL, 0); }
