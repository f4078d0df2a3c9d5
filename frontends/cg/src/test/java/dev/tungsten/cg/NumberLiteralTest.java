package dev.tungsten.cg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.junit.jupiter.api.Test;

/// pp-numbers to Cg constants (Cg 3.1 §"Constants"), the swizzles a greedy pp-number swallows,
/// and the malformed ones.
class NumberLiteralTest {
    private static String read(String s) {
        NumberLiteral.Parsed p = NumberLiteral.read(s);
        assertNull(p.error(), s);
        StringBuilder out = new StringBuilder(p.kind() + " " + p.text() + " '" + p.suffix() + "'");
        for (NumberLiteral.Member m : p.members()) {
            out.append(" .").append(m.name()).append('@').append(m.offset());
        }
        return out.toString();
    }

    @Test
    void integers() {
        assertEquals("INT 0 ''", read("0"));
        assertEquals("INT 42 ''", read("42"));
        assertEquals("INT 0x1F ''", read("0x1F"));
        assertEquals("INT 0XfF 'u'", read("0XfFu"));
        assertEquals("INT 0755 ''", read("0755"));
        assertEquals("INT 7 'ul'", read("7uL"));
        assertEquals("INT 7 'lu'", read("7LU"));
        assertEquals("INT 9 'l'", read("9l"));
    }

    @Test
    void floats() {
        assertEquals("FLOAT 1.5 'f'", read("1.5f"));
        assertEquals("FLOAT 2.0 'h'", read("2.0H"));
        assertEquals("FLOAT 0.5 'x'", read("0.5x"));
        assertEquals("FLOAT 1e-3 ''", read("1e-3"));
        assertEquals("FLOAT 1.21279671e-5 ''", read("1.21279671e-5"));
        assertEquals("FLOAT 3E+2 'f'", read("3E+2f"));
        assertEquals("FLOAT .25 ''", read(".25"));
        assertEquals("FLOAT 3. ''", read("3."));
        assertEquals("FLOAT 1 'f'", read("1f"));
        assertEquals("FLOAT 09.5 ''", read("09.5"));
    }

    @Test
    void swizzlesInsideTheToken() {
        assertEquals("FLOAT 1. '' .xxx@3", read("1..xxx"));
        assertEquals("FLOAT 1.0 '' .xxx@4", read("1.0.xxx"));
        assertEquals("FLOAT 1.0 'f' .xy@5 .x@8", read("1.0f.xy.x"));
        assertEquals("INT 0x10 '' .x@5", read("0x10.x"));
    }

    @Test
    void malformed() {
        for (String s : List.of("1.2.3", "0x", "0xg", "1e", "1e+", "08", "0779", "1.xyz", "1f2", "1uu", "1.0ff", "1._", "1.x.")) {
            assertNotNull(NumberLiteral.read(s).error(), s);
        }
        assertEquals("digit 8 in an octal constant", NumberLiteral.read("08").error());
        assertEquals("an exponent needs at least one digit", NumberLiteral.read("2e+").error());
    }
}
