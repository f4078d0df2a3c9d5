package dev.tungsten.retro;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.tungsten.retro.ConfigFile.Entry;
import dev.tungsten.retro.Preset.Filter;
import dev.tungsten.retro.Preset.Scale;
import dev.tungsten.retro.Preset.ScaleType;
import dev.tungsten.retro.Preset.Wrap;
import dev.tungsten.retro.RetroException.Kind;

/// Reads a libretro `.cgp` preset into a [Preset], key by key as RetroArch's
/// `video_shader_read_conf_cgp` does, over the lines [ConfigFile] splits.
///
/// Where RetroArch is silent about a bad value (it falls back to a default, or `strtod` reads
/// `abc` as 0) this reader stops with a [RetroException] located at the preset line, because a
/// preset that means something else than it says is a bug its author wants to hear about. Where
/// RetroArch *deliberately* ignores something (a `scaleN` without a `scale_typeN`, a key for a
/// pass beyond `shaders`, a key it does not know) the preset still reads, with a
/// [Preset.Warning] at that line.
///
/// Paths are relative to the preset's folder; `\` separates folders as well as `/`, since many
/// presets were written on Windows. Every file a preset names must exist when it is read
/// ([Kind#MISSING_FILE] at the line naming it); whether a lookup texture decodes is the chain's
/// business.
public final class PresetReader {
    /// RetroArch's `GFX_MAX_SHADERS`.
    static final int MAX_PASSES = 26;

    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    /// What `strtod` reads as a finite decimal number, less the hexadecimal and `inf`/`nan` forms.
    private static final Pattern DECIMAL = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");
    private static final Pattern INTEGER = Pattern.compile("[+-]?\\d+");
    /// Names RetroArch's Cg driver binds itself (`ORIG`, `PREV`..`PREV6`, `PASSn`, `PASSPREVn`,
    /// `FEEDBACK`, `IN`): an alias with one of them would be shadowed or shadow it.
    private static final Pattern RESERVED = Pattern.compile("ORIG|PREV[1-6]?|PASS\\d+|PASSPREV\\d+|FEEDBACK|IN");
    private static final Pattern PASS_KEY = Pattern.compile("(shader|filter_linear|wrap_mode|scale_type(?:_[xy])?"
            + "|scale(?:_[xy])?|float_framebuffer|srgb_framebuffer|mipmap_input|frame_count_mod|alias)(\\d+)");

    private final ConfigFile conf;
    private final Path folder;
    /// Alias name to the line that defines it.
    private final Map<String, Integer> aliases = new HashMap<>();

    private PresetReader(ConfigFile conf, Path folder) {
        this.conf = conf;
        this.folder = folder;
    }

    /// Reads a `.cgp` preset, or wraps a single `.cg` shader as a one-pass [Preset#ofShader].
    /// @throws RetroException located at the preset line that is wrong, or at the file that is missing
    public static Preset read(Path file) {
        Path path = file.normalize();
        boolean shader = path.getFileName() != null
                && path.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".cg");
        if (!Files.isRegularFile(path)) {
            throw new RetroException(Kind.MISSING_FILE, path, 0, shader ? "no such shader file" : "no such preset file");
        }
        if (shader) {
            return Preset.ofShader(path);
        }
        String text;
        try {
            text = new String(Files.readAllBytes(path), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new RetroException(Kind.MISSING_FILE, path, 0, "cannot read the preset: " + e.getMessage(), e);
        }
        Path folder = path.getParent() == null ? Path.of("") : path.getParent();
        return new PresetReader(ConfigFile.parse(path, text), folder).preset();
    }

    private Preset preset() {
        Entry shaders = conf.get("shaders");
        if (shaders == null) {
            throw new RetroException(Kind.PRESET_VALUE, conf.file(), 0, "no 'shaders' key (the number of passes)");
        }
        int count = integer(shaders);
        if (count < 1 || count > MAX_PASSES) {
            throw error(Kind.PRESET_VALUE, shaders, "'shaders' must be 1 to " + MAX_PASSES + ", found " + count);
        }
        List<Preset.Pass> passes = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            passes.add(pass(i, shaders));
        }
        List<Preset.Lut> textures = textures();
        List<Preset.ParameterValue> parameters = parameters();
        for (Entry e : conf.unused()) {
            Matcher m = PASS_KEY.matcher(e.key());
            if (m.matches() && Integer.parseInt(m.group(2)) >= count) {
                conf.warn(e.line(), "'" + e.key() + "' is for pass " + Integer.parseInt(m.group(2))
                        + " but 'shaders' is " + count + "; ignored");
            } else {
                conf.warn(e.line(), "unknown key '" + e.key() + "' is ignored");
            }
        }
        List<Preset.Warning> warnings = new ArrayList<>(conf.warnings());
        warnings.sort(Comparator.comparingInt(Preset.Warning::line));
        return new Preset(conf.file(), passes, textures, parameters, warnings);
    }

    /// Pass `i`'s keys; `shaders` locates a missing `shaderN`.
    private Preset.Pass pass(int i, Entry shaders) {
        Map<String, Integer> lines = new HashMap<>();
        Entry shader = passKey("shader", i, lines);
        if (shader == null) {
            throw error(Kind.PRESET_VALUE, shaders, "'shaders' is " + integer(shaders) + " but 'shader" + i + "' is not set");
        }
        Path shaderFile = existingFile(shader, "shader file");
        Filter filter = filter(passKey("filter_linear", i, lines));
        Wrap wrap = wrap(passKey("wrap_mode", i, lines));
        boolean floatFb = optionalBool(passKey("float_framebuffer", i, lines));
        boolean srgbFb = optionalBool(passKey("srgb_framebuffer", i, lines));
        boolean mipmap = optionalBool(passKey("mipmap_input", i, lines));
        Entry mod = passKey("frame_count_mod", i, lines);
        int frameCountMod = mod == null ? 0 : integer(mod);
        if (frameCountMod < 0) {
            throw error(Kind.PRESET_VALUE, mod, "'" + mod.key() + "' must be 0 or more, found " + frameCountMod);
        }
        String alias = alias(passKey("alias", i, lines));
        Scale[] scale = scale(i, lines);
        return new Preset.Pass(i, shaderFile, filter, wrap, scale[0], scale[1], floatFb, srgbFb, mipmap, frameCountMod,
                alias, lines);
    }

    /// `nameN`, with its line recorded under `name`.
    private Entry passKey(String name, int i, Map<String, Integer> lines) {
        Entry e = conf.get(name + i);
        if (e != null) {
            lines.put(name, e.line());
        }
        return e;
    }

    /// The x and y scale of pass `i`, by RetroArch's rules: nothing set without a scale type;
    /// `scale_typeN` sets both axes over `scale_type_xN`/`_yN`, an axis without a type is
    /// `source`, `scaleN` sets both factors over `scale_xN`/`_yN`, and a factor without a key is 1.
    private Scale[] scale(int i, Map<String, Integer> lines) {
        Entry type = passKey("scale_type", i, lines);
        Entry typeX = passKey("scale_type_x", i, lines);
        Entry typeY = passKey("scale_type_y", i, lines);
        Entry both = conf.get("scale" + i);
        Entry x = conf.get("scale_x" + i);
        Entry y = conf.get("scale_y" + i);
        if (type == null && typeX == null && typeY == null) {
            for (Entry e : Arrays.asList(both, x, y)) {
                if (e != null) {
                    conf.warn(e.line(), "'" + e.key() + "' is ignored without a 'scale_type" + i + "' (as in RetroArch)");
                }
            }
            return new Scale[] {Scale.UNSET, Scale.UNSET};
        }
        for (Entry[] pair : new Entry[][] {{type, typeX}, {type, typeY}, {both, x}, {both, y}}) {
            if (pair[0] != null && pair[1] != null) {
                conf.warn(pair[1].line(), "'" + pair[1].key() + "' is overridden by '" + pair[0].key() + "'");
            }
        }
        for (Entry e : Arrays.asList(both, x, y)) {
            if (e != null) {
                lines.put(e.key().substring(0, e.key().length() - Integer.toString(i).length()), e.line());
            }
        }
        Entry tx = type != null ? type : typeX;
        Entry ty = type != null ? type : typeY;
        return new Scale[] {axis(tx, both != null ? both : x), axis(ty, both != null ? both : y)};
    }

    /// One axis: `type` is its `scale_type` entry (`null`: source), `factor` its scale entry.
    private Scale axis(Entry type, Entry factor) {
        ScaleType t = type == null ? ScaleType.SOURCE : switch (type.value()) {
            case "source" -> ScaleType.SOURCE;
            case "viewport" -> ScaleType.VIEWPORT;
            case "absolute" -> ScaleType.ABSOLUTE;
            default -> throw error(Kind.PRESET_VALUE, type, "unknown scale type '" + type.value()
                    + "' for '" + type.key() + "' (expected source, viewport or absolute)");
        };
        if (t == ScaleType.ABSOLUTE) {
            if (factor == null) {
                throw error(Kind.PRESET_VALUE, type, "'" + type.key() + "' is absolute but no scale gives its size in pixels");
            }
            int pixels = integer(factor);
            if (pixels <= 0) {
                throw error(Kind.PRESET_VALUE, factor, "'" + factor.key() + "' must be at least 1 pixel, found " + pixels);
            }
            return new Scale(t, 1, pixels);
        }
        if (factor == null) {
            return new Scale(t, 1, 0);
        }
        double f = decimal(factor);
        if (!(f > 0) || Double.isInfinite(f)) {
            throw error(Kind.PRESET_VALUE, factor, "'" + factor.key() + "' must be above 0, found " + factor.value());
        }
        return new Scale(t, f, 0);
    }

    private String alias(Entry e) {
        if (e == null || e.value().isEmpty()) {
            return null;
        }
        String name = e.value();
        if (!IDENTIFIER.matcher(name).matches()) {
            throw error(Kind.ALIAS, e, "alias '" + name + "' is not an identifier");
        }
        if (RESERVED.matcher(name).matches()) {
            throw error(Kind.ALIAS, e, "alias '" + name + "' is a name RetroArch reserves for its own inputs");
        }
        Integer first = aliases.putIfAbsent(name, e.line());
        if (first != null) {
            throw error(Kind.ALIAS, e, "alias '" + name + "' is already defined at line " + first);
        }
        return name;
    }

    /// `textures = "A;B"` with `A = path` and the optional `A_linear`, `A_wrap_mode`, `A_mipmap`.
    private List<Preset.Lut> textures() {
        Entry list = conf.get("textures");
        List<Preset.Lut> luts = new ArrayList<>();
        if (list == null) {
            return luts;
        }
        for (String name : names(list)) {
            if (!IDENTIFIER.matcher(name).matches()) {
                throw error(Kind.PRESET_VALUE, list, "lookup texture name '" + name + "' is not an identifier");
            }
            Entry path = conf.get(name);
            if (path == null) {
                throw error(Kind.PRESET_VALUE, list, "lookup texture '" + name + "' has no '" + name + " = path' line");
            }
            Integer alias = aliases.get(name);
            if (alias != null) {
                throw error(Kind.ALIAS, path, "lookup texture '" + name + "' has the name of the alias at line " + alias);
            }
            Path file = existingFile(path, "lookup texture");
            Filter filter = filter(conf.get(name + "_linear"));
            Wrap wrap = wrap(conf.get(name + "_wrap_mode"));
            boolean mipmap = optionalBool(conf.get(name + "_mipmap"));
            luts.add(new Preset.Lut(name, file, filter, wrap, mipmap, path.line()));
        }
        return luts;
    }

    /// `parameters = "A;B"` with `A = 0.5`: the values the preset gives `#pragma parameter`s.
    private List<Preset.ParameterValue> parameters() {
        Entry list = conf.get("parameters");
        List<Preset.ParameterValue> values = new ArrayList<>();
        if (list == null) {
            return values;
        }
        for (String name : names(list)) {
            Entry value = conf.get(name);
            if (value == null) {
                conf.warn(list.line(), "parameter '" + name + "' has no '" + name + " = value' line; its default stays");
            } else {
                values.add(new Preset.ParameterValue(name, (float) decimal(value), value.line()));
            }
        }
        return values;
    }

    /// The distinct names of a `;`-separated list, in order; empty items are skipped as `strtok` does.
    private Set<String> names(Entry list) {
        Set<String> names = new LinkedHashSet<>();
        for (String item : list.value().split(";")) {
            String name = item.strip();
            if (!name.isEmpty() && !names.add(name)) {
                conf.warn(list.line(), "'" + name + "' is listed twice in '" + list.key() + "'");
            }
        }
        return names;
    }

    private Path existingFile(Entry e, String what) {
        if (e.value().isEmpty()) {
            throw error(Kind.PRESET_VALUE, e, "empty path for '" + e.key() + "'");
        }
        Path file;
        try {
            file = folder.resolve(e.value().replace('\\', '/')).normalize();
        } catch (InvalidPathException ex) {
            throw error(Kind.PRESET_VALUE, e, "'" + e.key() + "' is not a valid path: " + ex.getMessage());
        }
        if (!Files.isRegularFile(file)) {
            throw error(Kind.MISSING_FILE, e, "no such " + what + " '" + e.value() + "' (" + file + ")");
        }
        return file;
    }

    private Wrap wrap(Entry e) {
        if (e == null) {
            return Wrap.CLAMP_TO_BORDER;
        }
        for (Wrap w : Wrap.values()) {
            if (w.key.equals(e.value())) {
                return w;
            }
        }
        throw error(Kind.PRESET_VALUE, e, "unknown wrap mode '" + e.value() + "' for '" + e.key()
                + "' (expected clamp_to_border, clamp_to_edge, repeat or mirrored_repeat)");
    }

    /// `filter_linearN` / `NAME_linear`: unset leaves the choice to the chain.
    private Filter filter(Entry linear) {
        return linear == null ? Filter.UNSPECIFIED : bool(linear) ? Filter.LINEAR : Filter.NEAREST;
    }

    private boolean optionalBool(Entry e) {
        return e != null && bool(e);
    }

    /// RetroArch's `config_get_bool`: `true`/`1` and `false`/`0`, nothing else.
    private boolean bool(Entry e) {
        return switch (e.value()) {
            case "true", "1" -> true;
            case "false", "0" -> false;
            default -> throw error(Kind.PRESET_SYNTAX, e, "expected true or false for '" + e.key() + "', found '" + e.value() + "'");
        };
    }

    private int integer(Entry e) {
        if (!INTEGER.matcher(e.value()).matches()) {
            throw error(Kind.PRESET_SYNTAX, e, "expected an integer for '" + e.key() + "', found '" + e.value() + "'");
        }
        try {
            return Integer.parseInt(e.value());
        } catch (NumberFormatException ex) {
            throw error(Kind.PRESET_VALUE, e, "'" + e.key() + "' is out of range: " + e.value());
        }
    }

    /// A finite decimal number (`1`, `1.0`, `.5`, `2e-1`).
    private double decimal(Entry e) {
        if (!DECIMAL.matcher(e.value()).matches()) {
            throw error(Kind.PRESET_SYNTAX, e, "expected a number for '" + e.key() + "', found '" + e.value() + "'");
        }
        double d = Double.parseDouble(e.value());
        if (Double.isInfinite(d) || Math.abs(d) > Float.MAX_VALUE) {
            throw error(Kind.PRESET_VALUE, e, "'" + e.key() + "' is out of range: " + e.value());
        }
        return d;
    }

    private RetroException error(Kind kind, Entry e, String detail) {
        return new RetroException(kind, conf.file(), e.line(), detail);
    }
}
