package dev.tungsten.tests.cg;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/// Mutations of Cg programs for [CgFuzzTest], aimed at each phase: the preprocessor (directive
/// lines deleted or duplicated, recursive and mutually recursive macros, a file that includes
/// itself, stray directives), the parser (characters deleted, snippets inserted, lines
/// duplicated, characters swapped, text cut off) and the semantic analysis (identifiers, types,
/// swizzles, semantics and numbers swapped for others, qualifiers added). A mutation may hit the
/// main file or, through the in-memory include loader, one of the headers it includes.
final class CgMutator {
    private CgMutator() {}

    /// One mutated input: the main file's text, the files that replace those of the seeds
    /// (headers mutated, or the main file itself for a self-include), whether the libretro
    /// host macro `PARAMETER_UNIFORM` is defined, and what was done (for a failure's report).
    record Input(CgFuzzSeeds.Seed seed, String text, Map<Path, String> overlay, boolean parameterUniform, List<String> steps) {}

    private static final String[] SNIPPETS = {"{", "}", "(", ")", ";", ",", ".", "[", "]", "<", ">", ":", "?", "=", "+=",
        "++", "&&", "||", "!", "-", "*", "/", "%", "&", "|", "^", "~", "<<", "->", "@", "#", "##", "\\", "'", "\"", "/*", "*/",
        "//", "\n", "struct S { float a; };", "struct ", "typedef ", "uniform ", "static ", "const ", "in ", "out ", "inout ",
        "inline ", "return ", "return;", "discard;", "break;", "continue;", "if (", "else ", "for (;;) ", "while (true) ",
        "do ", "float4(", "float4x4(", "mul(", "tex2D(", "lerp(", ".xyzw", "._m00", ".length", " : POSITION", " : COLOR0",
        " : TEXCOORD7", "sampler2D ", "technique T { pass P { } }", "switch ", "goto ", "__x", "0x", "1e39", "1.0h", "1x",
        "2147483648", "<string a = \"b\";>", "{ 1, 2, 3 }", "[4]", "[]", "float a[2] = { 1 };", "interface I { float f(); };",
        "\u00e9", "\uD83D\uDC08", "\u0000", "\t"};
    private static final String[] DIRECTIVES = {"#if", "#if 1", "#if 0", "#else", "#endif", "#elif 1 / 0", "#elif",
        "#ifdef", "#ifndef X", "#if defined(", "#if 1 ? 2", "#if 0x", "#if 1.5", "#include", "#include <x.h>", "#include \"\"",
        "#define", "#define F(x, x) x", "#define F(x) #x", "#define P ## x", "#define F(", "#undef main_vertex", "#undef main",
        "#line 0", "#line 99999999999", "#line 1 x", "#error fuzz", "#warning fuzz", "#pragma parameter X", "#pragma parameter X \"x\" 1 0 2 1",
        "#pragma pack_matrix(x)", "#pragma once", "_Pragma(", "_Pragma(\"once\")", "#foo", "#", "# 12", "#define X \\"};
    private static final String[] TYPES = {"float", "float1", "float2", "float3", "float4", "half", "half2", "half4",
        "fixed", "fixed3", "int", "int2", "int4", "uint", "bool", "bool3", "float2x2", "float3x3", "float4x4", "float3x4",
        "float4x3", "float1x4", "half4x4", "int2x2", "bool2x2", "sampler1D", "sampler2D", "sampler3D", "samplerCUBE",
        "samplerRECT", "sampler2DARRAY", "sampler", "void", "unsigned int", "vector<float, 3>", "matrix<float, 2, 2>",
        "double", "cfloat", "cint", "string", "texture", "S"};
    private static final String[] SWIZZLES = {"x", "xy", "xyz", "xyzw", "xxxx", "wzyx", "rgba", "r", "stpq", "xg",
        "xyzwx", "q", "a", "_m00", "_m33", "_11", "_44", "_m00_m11", "_m00_11", "_m01_m02_m03_m10", "length", "xyzw.xyzw", ""};
    private static final String[] SEMANTICS = {"POSITION", "HPOS", "COLOR", "COLOR0", "COLOR1", "COLOR4", "TEXCOORD0",
        "TEXCOORD7", "TEXCOORD8", "TEXCOORD99", "NORMAL", "TANGENT", "BINORMAL", "PSIZE", "FOG", "DEPTH", "WPOS", "FACE",
        "VPOS", "TEXUNIT0", "TEXUNIT16", "ATTR0", "ATTR16", "BLENDWEIGHT", "CLP0", "BOGUS", "POSITION0", "COLOR0.x",
        "register(c0)", "BUFFER[0]", "CONTROLPOINT_ID", "TESSCOORD", "PRIMITIVEID", "INSTANCEID"};
    private static final String[] NUMBERS = {"0", "-1", "1e39", "1e-45", "3.402823466e+38", "2147483648", "4294967296",
        "-2147483648", "0x7fffffff", "0xffffffffffffffff", "9999999999999999999999", "9223372036854775808", "1.#INF", "0.5h", "65505.0h", "1.0x",
        "00", "1e", "0.", ".5", "65536", "255", "1024", "08", "1u", "-0.0"};
    private static final String[] QUALIFIERS = {"out ", "inout ", "in ", "uniform ", "static ", "const ", "inline ",
        "packed ", "row_major ", "varying ", "extern ", "static const ", "uniform out "};

    /// The mutations [#apply] makes, by number, as a failure report names them.
    private static final String[] KINDS = {"delete", "insert", "duplicate-line", "number", "swap-chars", "truncate",
        "delete-directive", "duplicate-directive", "recursive-macro", "self-include", "identifier", "type", "swizzle",
        "semantic", "qualifier", "directive"};

    private static final Pattern IDENTIFIER = Pattern.compile("\\b[A-Za-z_][A-Za-z_0-9]*\\b");
    private static final Pattern TYPE = Pattern.compile(
            "\\b(?:(?:float|half|fixed|int|bool|double)(?:[1-4](?:x[1-4])?)?|sampler\\w*|void)\\b");
    private static final Pattern SWIZZLE = Pattern.compile("(?<=\\.)(?:[xyzwrgbastpq]{1,4}|_m?[0-9]{2}(?:_m?[0-9]{2})*)\\b");
    private static final Pattern SEMANTIC = Pattern.compile("(?<=:\\s{0,3})[A-Z][A-Z_]*[0-9]*\\b");
    private static final Pattern NUMBER = Pattern.compile("(?<![A-Za-z_0-9.])[0-9][0-9.eEfFhHxXuUlL]*");
    private static final Pattern DIRECTIVE_LINE = Pattern.compile("(?m)^[ \\t]*#[ \\t]*(?:endif|else|elif|if|ifdef|ifndef|define|include|undef)\\b.*$");
    private static final Pattern INCLUDE = Pattern.compile("#\\s*include\\s*\"([^\"]+)\"");

    /// Applies one to three mutations to a seed (to its main file or one of its headers).
    static Input mutate(CgFuzzSeeds.Seed seed, Map<Path, String> files, Random r) {
        Map<Path, String> overlay = new HashMap<>();
        List<String> steps = new ArrayList<>();
        String main = seed.text();
        List<Path> headers = headers(seed.path(), main, files);
        int n = 1 + r.nextInt(3);
        for (int k = 0; k < n; k++) {
            if (!headers.isEmpty() && r.nextInt(6) == 0) {
                Path h = headers.get(r.nextInt(headers.size()));
                String before = overlay.getOrDefault(h, files.get(h));
                overlay.put(h, apply(before, h, r, steps));
                steps.add("(in " + h + ")");
            } else {
                main = apply(main, seed.path(), r, steps);
            }
        }
        // A self-include (or an include of the main file from a header) reads the mutated text.
        overlay.put(seed.path(), main);
        return new Input(seed, main, overlay, r.nextBoolean(), steps);
    }

    /// The headers the seed's main file includes directly that the seeds hold.
    private static List<Path> headers(Path main, String text, Map<Path, String> files) {
        List<Path> out = new ArrayList<>();
        Path dir = main.getParent() == null ? Path.of("") : main.getParent();
        Matcher m = INCLUDE.matcher(text);
        while (m.find()) {
            try {
                Path p = dir.resolve(m.group(1)).normalize();
                if (files.containsKey(p)) {
                    out.add(p);
                }
            } catch (java.nio.file.InvalidPathException e) {
                // not a path on this system: nothing to mutate there
            }
        }
        return out;
    }

    /// One mutation of `s`, the text of the file `self`; appends what it did to `steps`.
    static String apply(String s, Path self, Random r, List<String> steps) {
        int at = r.nextInt(s.length() + 1);
        int kind = r.nextInt(KINDS.length);
        steps.add(KINDS[kind] + "@" + at);
        return switch (kind) {
            case 0 -> s.substring(0, at) + s.substring(Math.min(s.length(), at + 1 + r.nextInt(20)));
            case 1 -> s.substring(0, at) + pick(SNIPPETS, r) + s.substring(at);
            case 2 -> {
                int start = lineStart(s, at);
                int end = lineEnd(s, at);
                yield s.substring(0, end) + s.substring(start, end) + s.substring(end);
            }
            case 3 -> replace(s, NUMBER, at, pick(NUMBERS, r));
            case 4 -> at + 1 < s.length() ? s.substring(0, at) + s.charAt(at + 1) + s.charAt(at) + s.substring(at + 2) : s;
            case 5 -> r.nextInt(4) == 0 ? s.substring(0, at) : s;
            case 6 -> directiveLine(s, at, false);
            case 7 -> directiveLine(s, at, true);
            case 8 -> insertLine(s, at, recursiveMacro(s, r));
            case 9 -> insertLine(s, at, "#include \"" + self.getFileName() + "\"");
            case 10 -> {
                Matcher m = IDENTIFIER.matcher(s);
                yield m.find(r.nextInt(s.length() + 1)) || m.find(0) ? replace(s, IDENTIFIER, at, m.group()) : s;
            }
            case 11 -> replace(s, TYPE, at, pick(TYPES, r));
            case 12 -> replace(s, SWIZZLE, at, pick(SWIZZLES, r));
            case 13 -> replace(s, SEMANTIC, at, pick(SEMANTICS, r));
            case 14 -> {
                Matcher m = TYPE.matcher(s);
                yield m.find(at) || m.find(0) ? s.substring(0, m.start()) + pick(QUALIFIERS, r) + s.substring(m.start()) : s;
            }
            default -> insertLine(s, at, pick(DIRECTIVES, r));
        };
    }

    /// `#define X X`, `#define X (X + X)`, `#define X Y` with `#define Y X`, or `#define X(a) X(X(a))`,
    /// for identifiers `X` and `Y` of the text: expansions the preprocessor must stop.
    private static String recursiveMacro(String s, Random r) {
        Matcher m = IDENTIFIER.matcher(s);
        String x = m.find(r.nextInt(s.length() + 1)) || m.find(0) ? m.group() : "X";
        String y = m.find() ? m.group() : "Y";
        return switch (r.nextInt(4)) {
            case 0 -> "#define " + x + " " + x;
            case 1 -> "#define " + x + " (" + x + " + " + x + ")";
            case 2 -> "#define " + x + " " + y + "\n#define " + y + " " + x;
            default -> "#define " + x + "(a) " + x + "(" + x + "(a))";
        };
    }

    /// Deletes (or duplicates) the directive line at or after `at` (`#endif`, `#else`, `#if`, ...).
    private static String directiveLine(String s, int at, boolean duplicate) {
        Matcher m = DIRECTIVE_LINE.matcher(s);
        if (!(m.find(at) || m.find(0))) {
            return s;
        }
        int end = Math.min(s.length(), m.end() + 1);
        return duplicate ? s.substring(0, end) + s.substring(m.start(), end) + s.substring(end)
                : s.substring(0, m.start()) + s.substring(end);
    }

    private static String insertLine(String s, int at, String line) {
        int start = lineStart(s, at);
        return s.substring(0, start) + line + "\n" + s.substring(start);
    }

    /// Replaces the match of `p` at or after `at` (else the first one) by `with`.
    private static String replace(String s, Pattern p, int at, String with) {
        Matcher m = p.matcher(s);
        if (!(m.find(at) || m.find(0))) {
            return s;
        }
        return s.substring(0, m.start()) + with + s.substring(m.end());
    }

    private static int lineStart(String s, int at) {
        return at == 0 ? 0 : s.lastIndexOf('\n', at - 1) + 1;
    }

    private static int lineEnd(String s, int at) {
        int end = s.indexOf('\n', at);
        return end < 0 ? s.length() : end + 1;
    }

    private static String pick(String[] options, Random r) {
        return options[r.nextInt(options.length)];
    }
}
