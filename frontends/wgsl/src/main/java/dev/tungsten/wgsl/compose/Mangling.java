package dev.tungsten.wgsl.compose;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.tungsten.ir.Diagnostic;

/// naga_oil's names for the items of imported modules: item `f` of module `a::b` becomes
/// `fX_naga_oil_mod_XME5DUYQX`, the item's name followed by `X_naga_oil_mod_X`, the module path
/// in unpadded RFC 4648 base32, and `X`. The result is a WGSL identifier that no hand-written
/// name is likely to equal, the same as Bevy's composed shaders carry (so output compares with
/// theirs), and it decodes back: diagnostics show `a::b::f`.
public final class Mangling {
    private static final String MARK = "X_naga_oil_mod_X";
    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    private static final Pattern MANGLED = Pattern.compile("([A-Za-z_][A-Za-z0-9_]*?)" + MARK + "([A-Z2-7]+)X");

    private Mangling() {}

    /// The composed name of item `name` of the module at `modulePath`.
    public static String mangle(String modulePath, String name) {
        return name + MARK + base32(modulePath.getBytes(StandardCharsets.UTF_8)) + "X";
    }

    /// `text` with every mangled name written back as `module::path::name`.
    public static String demangle(String text) {
        if (!text.contains(MARK)) {
            return text;
        }
        Matcher m = MANGLED.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String path = unbase32(m.group(2));
            m.appendReplacement(out, Matcher.quoteReplacement(path == null ? m.group() : path + "::" + m.group(1)));
        }
        m.appendTail(out);
        return out.toString();
    }

    /// Whether `name` is a mangled item name (of an imported module).
    public static boolean isMangled(String name) {
        return MANGLED.matcher(name).matches();
    }

    /// `d` with its message, labels and notes demangled.
    public static Diagnostic demangle(Diagnostic d) {
        return new Diagnostic(d.severity(), demangle(d.message()),
                d.labels().stream().map(l -> new Diagnostic.Label(l.span(), demangle(l.text()))).toList(),
                d.notes().stream().map(Mangling::demangle).toList());
    }

    static String base32(byte[] data) {
        StringBuilder out = new StringBuilder();
        int buffer = 0;
        int bits = 0;
        for (byte b : data) {
            buffer = (buffer << 8) | (b & 0xFF);
            bits += 8;
            while (bits >= 5) {
                out.append(ALPHABET.charAt((buffer >> (bits - 5)) & 31));
                bits -= 5;
            }
        }
        if (bits > 0) {
            out.append(ALPHABET.charAt((buffer << (5 - bits)) & 31));
        }
        return out.toString();
    }

    /// The text `s` encodes, or `null` when it is not unpadded base32 of UTF-8.
    static String unbase32(String s) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int buffer = 0;
        int bits = 0;
        for (int i = 0; i < s.length(); i++) {
            int v = ALPHABET.indexOf(s.charAt(i));
            if (v < 0) {
                return null;
            }
            buffer = (buffer << 5) | v;
            bits += 5;
            if (bits >= 8) {
                out.write((buffer >> (bits - 8)) & 0xFF);
                bits -= 8;
            }
        }
        return out.toString(StandardCharsets.UTF_8);
    }
}
