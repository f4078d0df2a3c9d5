package dev.tungsten.retro;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/// The `key = value` lines of a preset, read as RetroArch's `config_file` reads them: `#` starts
/// a comment except inside double quotes, a value is either a double-quoted string (up to the
/// next quote) or a bare word (up to the next white space), blank lines are skipped and a key
/// written twice keeps its first value (RetroArch's lookup returns the first entry). A line
/// without `=` is skipped with a warning, as RetroArch skips it (some presets start with a
/// `//` remark); an unterminated quote, which RetroArch reads to the end of the line, is a
/// [RetroException.Kind#PRESET_SYNTAX] error here, since the value is surely not what was meant.
///
/// The reader remembers which keys were asked for, so that [#unused] can list the rest for the
/// "unknown key" warnings.
final class ConfigFile {
    /// One `key = value` line; `line` is 1-based.
    record Entry(String key, String value, int line) {}

    private final Path file;
    private final Map<String, Entry> entries = new LinkedHashMap<>();
    private final Set<String> used = new HashSet<>();
    private final List<Preset.Warning> warnings = new ArrayList<>();

    private ConfigFile(Path file) {
        this.file = file;
    }

    /// Splits `text` (the whole preset) into entries.
    static ConfigFile parse(Path file, String text) {
        ConfigFile conf = new ConfigFile(file);
        String[] lines = text.split("\r\n|\r|\n", -1);
        for (int i = 0; i < lines.length; i++) {
            conf.parseLine(lines[i], i + 1);
        }
        return conf;
    }

    private void parseLine(String raw, int line) {
        String text = line == 1 && raw.startsWith("\uFEFF") ? raw.substring(1) : raw;
        String trimmed = text.strip();
        if (trimmed.isEmpty()) {
            return;
        }
        if (trimmed.startsWith("#")) {
            // RetroArch's config files may include others; presets in the Cg era never do.
            if (trimmed.startsWith("#include") || trimmed.startsWith("#reference")) {
                warn(line, "'" + trimmed.split("\\s+")[0] + "' is not supported; the line is ignored");
            }
            return;
        }
        int keyEnd = 0;
        while (keyEnd < trimmed.length() && trimmed.charAt(keyEnd) != '=' && !Character.isWhitespace(trimmed.charAt(keyEnd))) {
            keyEnd++;
        }
        String key = trimmed.substring(0, keyEnd);
        String rest = trimmed.substring(keyEnd).stripLeading();
        if (key.isEmpty() || !rest.startsWith("=") || key.indexOf('"') >= 0 || key.indexOf('#') >= 0) {
            warn(line, "not a 'key = value' line, ignored as in RetroArch: '" + stripComment(trimmed) + "'");
            return;
        }
        String value = extractValue(rest.substring(1).stripLeading(), key, line);
        Entry previous = entries.get(key);
        if (previous != null) {
            warn(line, "'" + key + "' is already set at line " + previous.line() + "; this line is ignored, as in RetroArch");
            return;
        }
        entries.put(key, new Entry(key, value, line));
    }

    /// The value of `key = value` given the text after `=`: a quoted string or a bare word.
    private String extractValue(String s, String key, int line) {
        if (s.startsWith("\"")) {
            int close = s.indexOf('"', 1);
            if (close < 0) {
                throw new RetroException(RetroException.Kind.PRESET_SYNTAX, file, line,
                        "unterminated string in the value of '" + key + "'");
            }
            warnTrailing(s.substring(close + 1), key, line);
            return s.substring(1, close);
        }
        String bare = stripComment(s);
        int end = 0;
        while (end < bare.length() && !Character.isWhitespace(bare.charAt(end))) {
            end++;
        }
        warnTrailing(bare.substring(end), key, line);
        return bare.substring(0, end);
    }

    private void warnTrailing(String after, String key, int line) {
        String extra = stripComment(after).strip();
        if (!extra.isEmpty()) {
            warn(line, "text after the value of '" + key + "' is ignored: '" + extra + "'");
        }
    }

    /// `s` up to its first `#` outside double quotes.
    private static String stripComment(String s) {
        boolean inString = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"') {
                inString = !inString;
            } else if (c == '#' && !inString) {
                return s.substring(0, i).stripTrailing();
            }
        }
        return s;
    }

    /// The entry for `key`, or `null`; marks the key as used either way.
    Entry get(String key) {
        used.add(key);
        return entries.get(key);
    }

    /// Whether `key` is written, without marking it used.
    boolean has(String key) {
        return entries.containsKey(key);
    }

    /// The entries never asked for through [#get], in file order.
    List<Entry> unused() {
        return entries.values().stream().filter(e -> !used.contains(e.key())).toList();
    }

    void warn(int line, String message) {
        warnings.add(new Preset.Warning(file, line, message));
    }

    List<Preset.Warning> warnings() {
        return warnings;
    }

    Path file() {
        return file;
    }
}
