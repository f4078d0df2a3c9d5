package dev.tungsten.cli.scene;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/// A strict JSON reader (RFC 8259: no comments, no trailing commas, no NaN) whose values remember
/// where they were written, so that errors about a scene point at the offending value. Numbers
/// are read as doubles; object keys must be unique.
public final class Json {
    private final String text;
    private final String source;
    private int pos;
    private int line = 1;
    private int lineStart;

    private Json(String text, String source) {
        this.text = text;
        this.source = source;
    }

    /// Parses one JSON document.
    /// @throws SceneException at the first syntax error
    public static Value parse(String text, String source) {
        Json j = new Json(text, source);
        j.skipSpace();
        Value v = j.value();
        j.skipSpace();
        if (j.pos < text.length()) {
            throw j.error("expected end of input, found " + j.describe());
        }
        return v;
    }

    /// A JSON value and where it starts.
    public sealed interface Value permits Obj, Arr, Str, Num, Bool, Null {
        String source();
        int line();
        int column();

        /// What the value is, for messages ("an object", "a number", ...).
        String kind();

        /// A [SceneException] located at this value.
        default SceneException error(String detail) {
            return new SceneException(source(), line(), column(), detail);
        }
    }

    /// An object; entries keep their order.
    public record Obj(Map<String, Value> members, Map<String, Pos> keyPositions, String source, int line, int column)
            implements Value {
        public String kind() { return "an object"; }

        public Value get(String key) { return members.get(key); }

        public boolean has(String key) { return members.containsKey(key); }
    }

    /// Where a member name was written.
    public record Pos(int line, int column) {
    }

    public record Arr(List<Value> items, String source, int line, int column) implements Value {
        public String kind() { return "an array"; }
    }

    public record Str(String value, String source, int line, int column) implements Value {
        public String kind() { return "a string"; }
    }

    public record Num(double value, String source, int line, int column) implements Value {
        public String kind() { return "a number"; }
    }

    public record Bool(boolean value, String source, int line, int column) implements Value {
        public String kind() { return value ? "true" : "false"; }
    }

    public record Null(String source, int line, int column) implements Value {
        public String kind() { return "null"; }
    }

    // --- parsing --------------------------------------------------------------------------------

    private SceneException error(String detail) {
        return new SceneException(source, line, pos - lineStart + 1, detail);
    }

    private String describe() {
        if (pos >= text.length()) {
            return "end of input";
        }
        char c = text.charAt(pos);
        return c < ' ' ? String.format("character U+%04X", (int) c) : "'" + c + "'";
    }

    private void skipSpace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '\n') {
                line++;
                lineStart = pos + 1;
            } else if (c != ' ' && c != '\t' && c != '\r') {
                return;
            }
            pos++;
        }
    }

    private Value value() {
        int l = line, c = pos - lineStart + 1;
        if (pos >= text.length()) {
            throw error("expected a value, found end of input");
        }
        char ch = text.charAt(pos);
        return switch (ch) {
            case '{' -> object(l, c);
            case '[' -> array(l, c);
            case '"' -> new Str(string(), source, l, c);
            case 't' -> literal("true", new Bool(true, source, l, c));
            case 'f' -> literal("false", new Bool(false, source, l, c));
            case 'n' -> literal("null", new Null(source, l, c));
            default -> {
                if (ch == '-' || (ch >= '0' && ch <= '9')) {
                    yield new Num(number(), source, l, c);
                }
                throw error("expected a value, found " + describe());
            }
        };
    }

    private Value literal(String word, Value v) {
        if (!text.startsWith(word, pos)) {
            throw error("expected a value, found " + describe());
        }
        pos += word.length();
        return v;
    }

    private Obj object(int l, int c) {
        pos++;
        Map<String, Value> members = new LinkedHashMap<>();
        Map<String, Pos> positions = new LinkedHashMap<>();
        skipSpace();
        if (peek('}')) {
            pos++;
            return new Obj(Collections.unmodifiableMap(members), positions, source, l, c);
        }
        while (true) {
            skipSpace();
            if (!peek('"')) {
                throw error("expected a member name in double quotes, found " + describe());
            }
            int kl = line, kc = pos - lineStart + 1;
            String key = string();
            if (members.containsKey(key)) {
                throw new SceneException(source, kl, kc, "duplicate member \"" + key + "\"");
            }
            skipSpace();
            if (!peek(':')) {
                throw error("expected ':' after the member name, found " + describe());
            }
            pos++;
            skipSpace();
            members.put(key, value());
            positions.put(key, new Pos(kl, kc));
            skipSpace();
            if (peek(',')) {
                pos++;
                continue;
            }
            if (peek('}')) {
                pos++;
                return new Obj(Collections.unmodifiableMap(members), positions, source, l, c);
            }
            throw error("expected ',' or '}' in an object, found " + describe());
        }
    }

    private Arr array(int l, int c) {
        pos++;
        List<Value> items = new ArrayList<>();
        skipSpace();
        if (peek(']')) {
            pos++;
            return new Arr(List.copyOf(items), source, l, c);
        }
        while (true) {
            skipSpace();
            items.add(value());
            skipSpace();
            if (peek(',')) {
                pos++;
                continue;
            }
            if (peek(']')) {
                pos++;
                return new Arr(List.copyOf(items), source, l, c);
            }
            throw error("expected ',' or ']' in an array, found " + describe());
        }
    }

    private boolean peek(char c) {
        return pos < text.length() && text.charAt(pos) == c;
    }

    private String string() {
        pos++;                                   // opening quote
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= text.length()) {
                throw error("unterminated string");
            }
            char ch = text.charAt(pos);
            if (ch == '"') {
                pos++;
                return sb.toString();
            }
            if (ch < ' ') {
                throw error("control character in a string (escape it)");
            }
            if (ch != '\\') {
                sb.append(ch);
                pos++;
                continue;
            }
            pos++;
            if (pos >= text.length()) {
                throw error("unterminated string");
            }
            char e = text.charAt(pos++);
            switch (e) {
                case '"' -> sb.append('"');
                case '\\' -> sb.append('\\');
                case '/' -> sb.append('/');
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                case 't' -> sb.append('\t');
                case 'u' -> {
                    if (pos + 4 > text.length()) {
                        throw error("expected 4 hex digits after \\u");
                    }
                    try {
                        sb.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
                    } catch (NumberFormatException ex) {
                        throw error("expected 4 hex digits after \\u, found '" + text.substring(pos, pos + 4) + "'");
                    }
                    pos += 4;
                }
                default -> {
                    pos--;
                    throw error("unknown escape '\\" + e + "'");
                }
            }
        }
    }

    private double number() {
        int start = pos;
        if (peek('-')) {
            pos++;
        }
        if (peek('0')) {
            pos++;
        } else if (digit()) {
            while (digit()) {
                pos++;
            }
        } else {
            throw error("expected a digit, found " + describe());
        }
        if (peek('.')) {
            pos++;
            if (!digit()) {
                throw error("expected a digit after '.', found " + describe());
            }
            while (digit()) {
                pos++;
            }
        }
        if (peek('e') || peek('E')) {
            pos++;
            if (peek('+') || peek('-')) {
                pos++;
            }
            if (!digit()) {
                throw error("expected a digit in the exponent, found " + describe());
            }
            while (digit()) {
                pos++;
            }
        }
        if (digit()) {
            throw error("leading zeros are not allowed");
        }
        return Double.parseDouble(text.substring(start, pos));
    }

    private boolean digit() {
        return pos < text.length() && text.charAt(pos) >= '0' && text.charAt(pos) <= '9';
    }
}
