package dev.tungsten.retro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.tungsten.retro.Preset.Filter;
import dev.tungsten.retro.Preset.Scale;
import dev.tungsten.retro.Preset.ScaleType;
import dev.tungsten.retro.Preset.Wrap;
import dev.tungsten.retro.RetroException.Kind;

/// Every key of a `.cgp` and every error, on small presets written here. The shader files only
/// need to exist: the reader never compiles them.
class PresetReaderTest {
    @TempDir
    Path dir;

    @BeforeEach
    void shaders() throws IOException {
        Files.createDirectories(dir.resolve("shaders"));
        for (String name : List.of("a.cg", "b.cg", "c.cg", "shaders/d.cg", "lut.png")) {
            Files.writeString(dir.resolve(name), "");
        }
    }

    private Path write(String text) throws IOException {
        Path p = dir.resolve("preset.cgp");
        Files.writeString(p, text);
        return p;
    }

    private Preset read(String text) throws IOException {
        return PresetReader.read(write(text));
    }

    /// Reads `text`, expects an error of `kind` at `line`, returns its message.
    private String fails(Kind kind, int line, String text) throws IOException {
        Path p = write(text);
        RetroException e = assertThrows(RetroException.class, () -> PresetReader.read(p));
        assertEquals(kind, e.kind(), e.getMessage());
        assertEquals(line, e.line(), e.getMessage());
        assertEquals(p.normalize(), e.file());
        assertTrue(e.getMessage().startsWith(p.normalize() + ":" + (line > 0 ? line + ":" : "")), e.getMessage());
        return e.detail();
    }

    @Test
    void onePassWithDefaults() throws IOException {
        Preset p = read("shaders = 1\nshader0 = a.cg\n");
        assertEquals(1, p.passes().size());
        Preset.Pass pass = p.passes().getFirst();
        assertEquals(dir.resolve("a.cg"), pass.shader());
        assertEquals(Filter.UNSPECIFIED, pass.filter());
        assertEquals(Wrap.CLAMP_TO_BORDER, pass.wrap());
        assertEquals(Scale.UNSET, pass.scaleX());
        assertEquals(Scale.UNSET, pass.scaleY());
        assertFalse(pass.floatFramebuffer() || pass.srgbFramebuffer() || pass.mipmapInput());
        assertEquals(0, pass.frameCountMod());
        assertNull(pass.alias());
        assertEquals(2, pass.line("shader"));
        assertEquals(0, pass.line("scale"));
        assertEquals(List.of(), p.warnings());
        assertEquals(List.of(), p.textures());
        assertEquals(List.of(), p.parameters());
    }

    @Test
    void everyPassKey() throws IOException {
        Preset p = read("""
                # a comment line
                shaders = "2"

                shader0 = "a.cg"   # trailing comment
                filter_linear0 = true
                wrap_mode0 = repeat
                float_framebuffer0 = "1"
                mipmap_input0 = true
                frame_count_mod0 = 32
                alias0 = FIRST
                scale_type0 = source
                scale0 = 2.5
                shader1 = shaders\\d.cg
                filter_linear1 = "0"
                wrap_mode1 = "mirrored_repeat"
                srgb_framebuffer1 = true
                scale_type_x1 = absolute
                scale_x1 = 320
                scale_type_y1 = viewport
                scale_y1 = .5
                """);
        Preset.Pass a = p.passes().get(0);
        Preset.Pass b = p.passes().get(1);
        assertEquals(Filter.LINEAR, a.filter());
        assertEquals(Wrap.REPEAT, a.wrap());
        assertTrue(a.floatFramebuffer() && a.mipmapInput() && !a.srgbFramebuffer());
        assertEquals(32, a.frameCountMod());
        assertEquals("FIRST", a.alias());
        assertEquals(new Scale(ScaleType.SOURCE, 2.5, 0), a.scaleX());
        assertEquals(new Scale(ScaleType.SOURCE, 2.5, 0), a.scaleY());
        assertEquals(dir.resolve("shaders/d.cg"), b.shader());
        assertEquals(Filter.NEAREST, b.filter());
        assertEquals(Wrap.MIRRORED_REPEAT, b.wrap());
        assertTrue(b.srgbFramebuffer());
        assertEquals(new Scale(ScaleType.ABSOLUTE, 1, 320), b.scaleX());
        assertEquals(new Scale(ScaleType.VIEWPORT, 0.5, 0), b.scaleY());
        assertEquals(4, a.line("shader"));
        assertEquals(5, a.line("filter_linear"));
        assertEquals(10, a.line("alias"));
        assertEquals(11, a.line("scale_type"));
        assertEquals(12, a.line("scale"));
        assertEquals(17, b.line("scale_type_x"));
        assertEquals(18, b.line("scale_x"));
        assertEquals(19, b.line("scale_type_y"));
        assertEquals(20, b.line("scale_y"));
        assertEquals(List.of(), p.warnings());
    }

    @Test
    void scaleRulesFollowRetroArch() throws IOException {
        Preset p = read("""
                shaders = 4
                shader0 = a.cg
                scale_type_x0 = viewport
                shader1 = a.cg
                scale_type1 = source
                scale_type_x1 = viewport
                scale_x1 = 3
                scale1 = 2
                shader2 = a.cg
                scale2 = 2
                shader3 = a.cg
                scale_type3 = viewport
                """);
        // one axis typed: the other is source x1; no factor: 1
        assertEquals(new Scale(ScaleType.VIEWPORT, 1, 0), p.passes().get(0).scaleX());
        assertEquals(new Scale(ScaleType.SOURCE, 1, 0), p.passes().get(0).scaleY());
        // scale_typeN and scaleN win over their _x forms
        assertEquals(new Scale(ScaleType.SOURCE, 2, 0), p.passes().get(1).scaleX());
        assertEquals(new Scale(ScaleType.SOURCE, 2, 0), p.passes().get(1).scaleY());
        // a factor without a type is ignored
        assertEquals(Scale.UNSET, p.passes().get(2).scaleX());
        assertEquals(new Scale(ScaleType.VIEWPORT, 1, 0), p.passes().get(3).scaleY());
        assertEquals(List.of(6, 7, 10), p.warnings().stream().map(Preset.Warning::line).toList());
        assertTrue(p.warnings().get(2).message().contains("ignored without a 'scale_type2'"), p.warnings().toString());
    }

    @Test
    void texturesAndParameters() throws IOException {
        Preset p = read("""
                shaders = 1
                shader0 = a.cg
                textures = "bg;mask"
                bg = lut.png
                bg_linear = true
                bg_wrap_mode = repeat
                bg_mipmap = true
                mask = "shaders/../lut.png"
                parameters = "gamma;scan;absent"
                gamma = 2.2
                scan = -1e-1
                """);
        Preset.Lut bg = p.textures().get(0);
        assertEquals(new Preset.Lut("bg", dir.resolve("lut.png"), Filter.LINEAR, Wrap.REPEAT, true, 4), bg);
        assertEquals(new Preset.Lut("mask", dir.resolve("lut.png"), Filter.UNSPECIFIED, Wrap.CLAMP_TO_BORDER, false, 8),
                p.textures().get(1));
        assertEquals(List.of(new Preset.ParameterValue("gamma", 2.2f, 10), new Preset.ParameterValue("scan", -0.1f, 11)),
                p.parameters());
        assertEquals(1, p.warnings().size());
        assertEquals(9, p.warnings().getFirst().line());
        assertTrue(p.warnings().getFirst().message().contains("'absent'"));
    }

    @Test
    void ignoredThingsAreWarnedAtTheirLine() throws IOException {
        Preset p = read("""
                //a remark RetroArch skips
                shaders = 1
                #include "other.cfg"
                shader0 = a.cg
                shader1 = b.cg
                colour = 3
                shaders = 2
                shader0 = a.cg extra
                """);
        assertEquals(1, p.passes().size());
        List<String> w = p.warnings().stream().map(Preset.Warning::toString).toList();
        assertEquals(7, w.size(), w.toString());
        String f = p.file() + ":";
        assertTrue(w.get(0).startsWith(f + "1: warning: not a 'key = value' line"), w.get(0));
        assertTrue(w.get(1).startsWith(f + "3: warning: '#include' is not supported"), w.get(1));
        assertTrue(w.get(2).startsWith(f + "5: warning: 'shader1' is for pass 1 but 'shaders' is 1"), w.get(2));
        assertTrue(w.get(3).startsWith(f + "6: warning: unknown key 'colour'"), w.get(3));
        assertTrue(w.get(4).startsWith(f + "7: warning: 'shaders' is already set at line 2"), w.get(4));
        assertTrue(w.get(5).startsWith(f + "8: warning: text after the value of 'shader0' is ignored: 'extra'"), w.get(5));
        assertTrue(w.get(6).startsWith(f + "8: warning: 'shader0' is already set at line 4"), w.get(6));
    }

    @Test
    void valuesKeepHashesInsideQuotesAndCrLfLineEnds() throws IOException {
        Files.writeString(dir.resolve("a#b.cg"), "");
        Preset p = read("shaders = 1\r\nshader0 = \"a#b.cg\" # the file\r\nalias0 = \"\"\r\n");
        assertEquals(dir.resolve("a#b.cg"), p.passes().getFirst().shader());
        assertNull(p.passes().getFirst().alias());
    }

    @Test
    void aShaderFileIsAOnePassPreset() {
        Preset p = PresetReader.read(dir.resolve("a.cg"));
        assertEquals(Preset.ofShader(dir.resolve("a.cg")), p);
        RetroException e = assertThrows(RetroException.class, () -> PresetReader.read(dir.resolve("none.cg")));
        assertEquals(Kind.MISSING_FILE, e.kind());
        e = assertThrows(RetroException.class, () -> PresetReader.read(dir.resolve("none.cgp")));
        assertEquals(Kind.MISSING_FILE, e.kind());
    }

    @ParameterizedTest(name = "{3}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            PRESET_SYNTAX | 1 | shaders = many                             | expected an integer for 'shaders', found 'many'
            PRESET_VALUE  | 1 | shaders = -1                               | 'shaders' must be 1 to 26, found -1
            PRESET_VALUE  | 1 | shaders = 0                                | 'shaders' must be 1 to 26, found 0
            PRESET_VALUE  | 1 | shaders = 27                               | 'shaders' must be 1 to 26, found 27
            PRESET_VALUE  | 1 | shaders = 99999999999                      | 'shaders' is out of range: 99999999999
            PRESET_VALUE  | 1 | shaders = 2\\nshader0 = a.cg               | 'shaders' is 2 but 'shader1' is not set
            MISSING_FILE  | 2 | shaders = 1\\nshader0 = ../nope/x.cg       | no such shader file '../nope/x.cg'
            PRESET_VALUE  | 2 | shaders = 1\\nshader0 = ""                 | empty path for 'shader0'
            PRESET_SYNTAX | 2 | shaders = 1\\nshader0 = "a.cg              | unterminated string in the value of 'shader0'
            PRESET_SYNTAX | 3 | shaders = 1\\nshader0 = a.cg\\nfilter_linear0 = maybe | expected true or false for 'filter_linear0', found 'maybe'
            PRESET_SYNTAX | 3 | shaders = 1\\nshader0 = a.cg\\nsrgb_framebuffer0 = yes | expected true or false for 'srgb_framebuffer0', found 'yes'
            PRESET_VALUE  | 3 | shaders = 1\\nshader0 = a.cg\\nwrap_mode0 = clamp     | unknown wrap mode 'clamp' for 'wrap_mode0'
            PRESET_VALUE  | 3 | shaders = 1\\nshader0 = a.cg\\nframe_count_mod0 = -2  | 'frame_count_mod0' must be 0 or more, found -2
            PRESET_SYNTAX | 3 | shaders = 1\\nshader0 = a.cg\\nframe_count_mod0 = 1.5 | expected an integer for 'frame_count_mod0', found '1.5'
            PRESET_VALUE  | 3 | shaders = 1\\nshader0 = a.cg\\nscale_type0 = window   | unknown scale type 'window' for 'scale_type0'
            PRESET_SYNTAX | 4 | shaders = 1\\nshader0 = a.cg\\nscale_type0 = source\\nscale0 = abc  | expected a number for 'scale0', found 'abc'
            PRESET_VALUE  | 4 | shaders = 1\\nshader0 = a.cg\\nscale_type0 = source\\nscale0 = 0    | 'scale0' must be above 0, found 0
            PRESET_VALUE  | 4 | shaders = 1\\nshader0 = a.cg\\nscale_type0 = source\\nscale0 = -2   | 'scale0' must be above 0, found -2
            PRESET_VALUE  | 4 | shaders = 1\\nshader0 = a.cg\\nscale_type0 = source\\nscale0 = 1e400 | 'scale0' is out of range: 1e400
            PRESET_SYNTAX | 4 | shaders = 1\\nshader0 = a.cg\\nscale_type0 = source\\nscale0 = nan  | expected a number for 'scale0', found 'nan'
            PRESET_SYNTAX | 4 | shaders = 1\\nshader0 = a.cg\\nscale_type0 = source\\nscale0 = inf  | expected a number for 'scale0', found 'inf'
            PRESET_VALUE  | 4 | shaders = 1\\nshader0 = a.cg\\nscale_type_y0 = viewport\\nscale_y0 = 0.0 | 'scale_y0' must be above 0, found 0.0
            PRESET_VALUE  | 3 | shaders = 1\\nshader0 = a.cg\\nscale_type0 = absolute  | 'scale_type0' is absolute but no scale gives its size in pixels
            PRESET_SYNTAX | 4 | shaders = 1\\nshader0 = a.cg\\nscale_type0 = absolute\\nscale0 = 2.5 | expected an integer for 'scale0', found '2.5'
            PRESET_VALUE  | 4 | shaders = 1\\nshader0 = a.cg\\nscale_type0 = absolute\\nscale0 = 0   | 'scale0' must be at least 1 pixel, found 0
            ALIAS         | 3 | shaders = 1\\nshader0 = a.cg\\nalias0 = 2ND               | alias '2ND' is not an identifier
            ALIAS         | 3 | shaders = 1\\nshader0 = a.cg\\nalias0 = ORIG              | alias 'ORIG' is a name RetroArch reserves
            ALIAS         | 3 | shaders = 1\\nshader0 = a.cg\\nalias0 = PASS3             | alias 'PASS3' is a name RetroArch reserves
            ALIAS         | 3 | shaders = 1\\nshader0 = a.cg\\nalias0 = PREV6             | alias 'PREV6' is a name RetroArch reserves
            ALIAS         | 3 | shaders = 1\\nshader0 = a.cg\\nalias0 = PASSPREV2         | alias 'PASSPREV2' is a name RetroArch reserves
            ALIAS         | 3 | shaders = 1\\nshader0 = a.cg\\nalias0 = FEEDBACK          | alias 'FEEDBACK' is a name RetroArch reserves
            ALIAS         | 3 | shaders = 1\\nshader0 = a.cg\\nalias0 = IN                | alias 'IN' is a name RetroArch reserves
            ALIAS         | 5 | shaders = 2\\nshader0 = a.cg\\nalias0 = X\\nshader1 = b.cg\\nalias1 = X | alias 'X' is already defined at line 3
            PRESET_VALUE  | 3 | shaders = 1\\nshader0 = a.cg\\ntextures = bg             | lookup texture 'bg' has no 'bg = path' line
            PRESET_VALUE  | 3 | shaders = 1\\nshader0 = a.cg\\ntextures = "b-g"          | lookup texture name 'b-g' is not an identifier
            MISSING_FILE  | 4 | shaders = 1\\nshader0 = a.cg\\ntextures = bg\\nbg = no.png | no such lookup texture 'no.png'
            PRESET_SYNTAX | 5 | shaders = 1\\nshader0 = a.cg\\ntextures = bg\\nbg = lut.png\\nbg_mipmap = 2 | expected true or false for 'bg_mipmap', found '2'
            PRESET_VALUE  | 5 | shaders = 1\\nshader0 = a.cg\\ntextures = bg\\nbg = lut.png\\nbg_wrap_mode = wrap | unknown wrap mode 'wrap' for 'bg_wrap_mode'
            ALIAS         | 5 | shaders = 1\\nshader0 = a.cg\\nalias0 = bg\\ntextures = bg\\nbg = lut.png | lookup texture 'bg' has the name of the alias at line 3
            PRESET_SYNTAX | 4 | shaders = 1\\nshader0 = a.cg\\nparameters = g\\ng = 1,5 | expected a number for 'g', found '1,5'
            PRESET_VALUE  | 0 | shader0 = a.cg                                | no 'shaders' key
            """)
    void malformedPresetsAreLocatedErrors(Kind kind, int line, String text, String detail) throws IOException {
        String got = fails(kind, line, text.replace("\\n", "\n") + "\n");
        assertTrue(got.startsWith(detail), got);
    }
}
