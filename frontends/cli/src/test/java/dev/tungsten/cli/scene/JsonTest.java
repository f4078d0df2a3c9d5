package dev.tungsten.cli.scene;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/// The strict JSON reader: values, positions and located errors.
class JsonTest {
    @Test
    void readsValuesWithPositions() {
        Json.Value v = Json.parse("{\n  \"a\": [1, -2.5e1, true, null],\n  \"b\": \"x\\u0041\\n\"\n}", "t.json");
        Json.Obj o = (Json.Obj) v;
        Json.Arr a = (Json.Arr) o.get("a");
        assertEquals(-25.0, ((Json.Num) a.items().get(1)).value());
        assertEquals(2, a.line());
        assertEquals(8, a.column());
        assertEquals("xA\n", ((Json.Str) o.get("b")).value());
        assertEquals(new Json.Pos(3, 3), o.keyPositions().get("b"));
    }

    @Test
    void errorsNameTheirPlace() {
        assertEquals("t.json:2:3: expected ',' or '}' in an object, found '\"'",
                assertThrows(SceneException.class, () -> Json.parse("{\"a\": 1\n  \"b\": 2}", "t.json")).getMessage());
        assertEquals("t.json:1:10: expected a value, found ']'",
                assertThrows(SceneException.class, () -> Json.parse("{\"a\": [1,]}", "t.json")).getMessage());
        assertEquals("t.json:1:8: duplicate member \"a\"",
                assertThrows(SceneException.class, () -> Json.parse("{\"a\":1,\"a\":2}", "t.json")).getMessage());
        assertEquals("t.json:1:2: leading zeros are not allowed",
                assertThrows(SceneException.class, () -> Json.parse("01", "t.json")).getMessage());
        assertTrue(assertThrows(SceneException.class, () -> Json.parse("[1] x", "t.json")).getMessage()
                .endsWith("expected end of input, found 'x'"));
        assertTrue(assertThrows(SceneException.class, () -> Json.parse("\"abc", "t.json")).getMessage()
                .endsWith("unterminated string"));
        assertTrue(assertThrows(SceneException.class, () -> Json.parse("// no comments\n1", "t.json")).getMessage()
                .startsWith("t.json:1:1: expected a value"));
    }
}
