package dev.tungsten.pipe.format;

import dev.tungsten.pipe.format.FormatDescription.Channel;
import dev.tungsten.pipe.format.FormatDescription.Colorspace;
import dev.tungsten.pipe.format.FormatDescription.Kind;
import dev.tungsten.tgsi.PipeFormat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/// The formats the pipe layer can pack and unpack, with their layouts. A format absent here is
/// unsupported everywhere (drivers answer `false` from `isFormatSupported` and refuse to create
/// resources of it).
///
/// The table is written with a compact field notation: a type letter pair and a bit count per
/// field, least significant first: `un` UNORM, `sn` SNORM, `ui` UINT, `si` SINT, `us` USCALED,
/// `ss` SSCALED, `f` FLOAT, `x` padding. The swizzle string names the field feeding R, G, B, A
/// (`x y z w` for fields 0..3, `0`, `1`); for depth/stencil formats its first letter is the depth
/// field and its second the stencil field (`_` for none).
public final class Formats {
    private static final Map<PipeFormat, FormatDescription> TABLE = new EnumMap<>(PipeFormat.class);
    private static final Map<PipeFormat, FormatCodec> CODECS = new EnumMap<>(PipeFormat.class);

    static {
        // The regular families R, RG, RGB, RGBA of 8, 16 and 32 bits in every type that exists.
        String[][] types = {
            {"UNORM", "un"}, {"SNORM", "sn"}, {"UINT", "ui"}, {"SINT", "si"},
            {"USCALED", "us"}, {"SSCALED", "ss"}, {"FLOAT", "f"}};
        String[] names = {"R", "RG", "RGB", "RGBA"};
        String[] swizzles = {"x001", "xy01", "xyz1", "xyzw"};
        for (int bits : new int[] {8, 16, 32}) {
            for (int n = 1; n <= 4; n++) {
                for (String[] t : types) {
                    if (bits == 8 && t[0].equals("FLOAT")) {
                        continue;
                    }
                    StringBuilder name = new StringBuilder();
                    StringBuilder fields = new StringBuilder();
                    for (int c = 0; c < n; c++) {
                        name.append(names[3].charAt(c)).append(bits);
                        fields.append(c == 0 ? "" : " ").append(t[1]).append(bits);
                    }
                    plain(name + "_" + t[0], fields.toString(), swizzles[n - 1], Colorspace.RGB);
                }
            }
        }
        plain("R8_SRGB", "un8", "x001", Colorspace.SRGB);
        plain("R8G8_SRGB", "un8 un8", "xy01", Colorspace.SRGB);
        plain("R8G8B8_SRGB", "un8 un8 un8", "xyz1", Colorspace.SRGB);
        plain("R8G8B8A8_SRGB", "un8 un8 un8 un8", "xyzw", Colorspace.SRGB);
        plain("B8G8R8A8_SRGB", "un8 un8 un8 un8", "zyxw", Colorspace.SRGB);
        plain("B8G8R8X8_SRGB", "un8 un8 un8 x8", "zyx1", Colorspace.SRGB);
        plain("R8G8B8X8_SRGB", "un8 un8 un8 x8", "xyz1", Colorspace.SRGB);
        plain("B8G8R8A8_UNORM", "un8 un8 un8 un8", "zyxw", Colorspace.RGB);
        plain("B8G8R8X8_UNORM", "un8 un8 un8 x8", "zyx1", Colorspace.RGB);
        plain("R8G8B8X8_UNORM", "un8 un8 un8 x8", "xyz1", Colorspace.RGB);
        plain("B8G8R8_UNORM", "un8 un8 un8", "zyx1", Colorspace.RGB);
        plain("B8G8R8A8_SNORM", "sn8 sn8 sn8 sn8", "zyxw", Colorspace.RGB);
        plain("B8G8R8A8_UINT", "ui8 ui8 ui8 ui8", "zyxw", Colorspace.RGB);
        plain("B8G8R8A8_SINT", "si8 si8 si8 si8", "zyxw", Colorspace.RGB);
        plain("A8_UNORM", "un8", "000x", Colorspace.RGB);
        plain("L8_UNORM", "un8", "xxx1", Colorspace.RGB);
        plain("L8A8_UNORM", "un8 un8", "xxxy", Colorspace.RGB);
        plain("R10G10B10A2_UNORM", "un10 un10 un10 un2", "xyzw", Colorspace.RGB);
        plain("R10G10B10A2_SNORM", "sn10 sn10 sn10 sn2", "xyzw", Colorspace.RGB);
        plain("R10G10B10A2_UINT", "ui10 ui10 ui10 ui2", "xyzw", Colorspace.RGB);
        plain("R10G10B10A2_USCALED", "us10 us10 us10 us2", "xyzw", Colorspace.RGB);
        plain("R10G10B10A2_SSCALED", "ss10 ss10 ss10 ss2", "xyzw", Colorspace.RGB);
        plain("B10G10R10A2_UNORM", "un10 un10 un10 un2", "zyxw", Colorspace.RGB);
        plain("B5G6R5_UNORM", "un5 un6 un5", "zyx1", Colorspace.RGB);
        plain("R5G6B5_UNORM", "un5 un6 un5", "xyz1", Colorspace.RGB);
        plain("B5G5R5A1_UNORM", "un5 un5 un5 un1", "zyxw", Colorspace.RGB);
        plain("B4G4R4A4_UNORM", "un4 un4 un4 un4", "zyxw", Colorspace.RGB);
        add(new FormatDescription(PipeFormat.R11G11B10_FLOAT, Kind.R11G11B10_FLOAT, 4,
                List.of(new Channel(ChannelType.FLOAT, 11, 0), new Channel(ChannelType.FLOAT, 11, 11),
                        new Channel(ChannelType.FLOAT, 10, 22)), swizzle("xyz1"), Colorspace.RGB));
        add(new FormatDescription(PipeFormat.R9G9B9E5_FLOAT, Kind.R9G9B9E5_FLOAT, 4,
                List.of(new Channel(ChannelType.FLOAT, 9, 0), new Channel(ChannelType.FLOAT, 9, 9),
                        new Channel(ChannelType.FLOAT, 9, 18), new Channel(ChannelType.VOID, 5, 27)),
                swizzle("xyz1"), Colorspace.RGB));

        plain("Z16_UNORM", "un16", "x_", Colorspace.ZS);
        plain("Z32_UNORM", "un32", "x_", Colorspace.ZS);
        plain("Z32_FLOAT", "f32", "x_", Colorspace.ZS);
        plain("Z24_UNORM_S8_UINT", "un24 ui8", "xy", Colorspace.ZS);
        plain("S8_UINT_Z24_UNORM", "ui8 un24", "yx", Colorspace.ZS);
        plain("Z24X8_UNORM", "un24 x8", "x_", Colorspace.ZS);
        plain("X8Z24_UNORM", "x8 un24", "y_", Colorspace.ZS);
        plain("Z32_FLOAT_S8X24_UINT", "f32 ui8 x24", "xy", Colorspace.ZS);
        plain("S8_UINT", "ui8", "_x", Colorspace.ZS);

        for (PipeFormat f : TABLE.keySet()) {
            CODECS.put(f, FormatCodec.create(TABLE.get(f)));
        }
    }

    /// Vertex-only formats: the scaled types are not textures or render targets.
    private static final Set<ChannelType> VERTEX_ONLY = Set.of(ChannelType.USCALED, ChannelType.SSCALED);

    private Formats() {}

    /// The layout of `format`, or null when the pipe layer does not support it.
    public static FormatDescription description(PipeFormat format) {
        return TABLE.get(format);
    }

    /// The packer/unpacker of `format`, or null when unsupported. Codecs are stateless and shared.
    public static FormatCodec codec(PipeFormat format) {
        return CODECS.get(format);
    }

    public static boolean isSupported(PipeFormat format) {
        return TABLE.containsKey(format);
    }

    /// Whether textures and render targets may use `format` (scaled formats only feed vertices).
    public static boolean isTextureFormat(PipeFormat format) {
        FormatDescription d = TABLE.get(format);
        if (d == null) {
            return false;
        }
        for (Channel c : d.channels()) {
            if (VERTEX_ONLY.contains(c.type())) {
                return false;
            }
        }
        return true;
    }

    /// Every supported format, in Mesa's order.
    public static List<PipeFormat> all() {
        return new ArrayList<>(TABLE.keySet());
    }

    /// Texel size in bytes; 0 when unsupported.
    public static int blockBytes(PipeFormat format) {
        FormatDescription d = TABLE.get(format);
        return d == null ? 0 : d.blockBytes();
    }

    private static void plain(String name, String fields, String swizzle, Colorspace cs) {
        PipeFormat f = PipeFormat.valueOf(name);
        List<Channel> channels = new ArrayList<>();
        int shift = 0;
        for (String field : fields.split(" ")) {
            int digits = field.charAt(0) == 'f' || field.charAt(0) == 'x' ? 1 : 2;
            ChannelType t = switch (field.substring(0, digits)) {
                case "un" -> ChannelType.UNORM;
                case "sn" -> ChannelType.SNORM;
                case "ui" -> ChannelType.UINT;
                case "si" -> ChannelType.SINT;
                case "us" -> ChannelType.USCALED;
                case "ss" -> ChannelType.SSCALED;
                case "f" -> ChannelType.FLOAT;
                case "x" -> ChannelType.VOID;
                default -> throw new IllegalStateException("bad field " + field + " in " + name);
            };
            int bits = Integer.parseInt(field.substring(digits));
            channels.add(new Channel(t, bits, shift));
            shift += bits;
        }
        if (shift % 8 != 0) {
            throw new IllegalStateException(name + " is not a whole number of bytes");
        }
        add(new FormatDescription(f, Kind.PLAIN, shift / 8, channels, swizzle(swizzle), cs));
    }

    private static int[] swizzle(String s) {
        int[] out = {FormatDescription.SWIZZLE_NONE, FormatDescription.SWIZZLE_NONE,
                     FormatDescription.SWIZZLE_NONE, FormatDescription.SWIZZLE_NONE};
        for (int i = 0; i < s.length(); i++) {
            out[i] = switch (s.charAt(i)) {
                case 'x' -> 0;
                case 'y' -> 1;
                case 'z' -> 2;
                case 'w' -> 3;
                case '0' -> FormatDescription.SWIZZLE_0;
                case '1' -> FormatDescription.SWIZZLE_1;
                case '_' -> FormatDescription.SWIZZLE_NONE;
                default -> throw new IllegalStateException("bad swizzle " + s);
            };
        }
        return out;
    }

    private static void add(FormatDescription d) {
        if (TABLE.put(d.format(), d) != null) {
            throw new IllegalStateException("format listed twice: " + d.format());
        }
    }
}
