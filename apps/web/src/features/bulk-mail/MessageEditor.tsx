import '../../ui/styles/forms';
import '../../ui/styles/content';
import '@mantine/tiptap/styles.css';
import { useState } from 'react';
import { Alert, Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { Node, mergeAttributes } from '@tiptap/core';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { IconMovie, IconPhoto, IconTable } from '@tabler/icons-react';
import { useT } from '../../app/i18n';
import { embedAddress } from './embed';
import messages from './messages';

/** A YouTube or Vimeo player frame (the server keeps frames of those hosts only). */
const MediaEmbed = Node.create({
  name: 'mediaEmbed',
  group: 'block',
  atom: true,
  addAttributes: () => ({ src: { default: null } }),
  parseHTML: () => [{ tag: 'iframe[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['iframe', mergeAttributes(HTMLAttributes, { width: '560', height: '315', allowfullscreen: 'true', title: 'video' })],
});

export interface MessageEditorProps {
  id: string;
  label: string;
  error?: string;
  onChange: (html: string) => void;
}

/**
 * The bulk e-mail's rich-text message (@mantine/tiptap, in its own chunk: loaded only on this
 * page): headings, lists, link, image, table, text alignment and an embedded video. The HTML is
 * sanitised again on the server.
 */
export default function MessageEditor({ id, label, error, onChange }: MessageEditorProps) {
  const t = useT();
  const [badVideo, setBadVideo] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] } }),
      Image,
      TableKit.configure({ table: { resizable: false } }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      MediaEmbed,
    ],
    content: '',
    immediatelyRender: true,
    editorProps: { attributes: { id, 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', ...(error ? { 'aria-invalid': 'true' } : {}) } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  const insertImage = () => {
    const src = window.prompt(t(messages.imagePrompt))?.trim();
    if (src && /^https?:\/\//i.test(src)) editor?.chain().focus().setImage({ src }).run();
  };
  const insertVideo = () => {
    const answer = window.prompt(t(messages.videoPrompt));
    if (!answer) return;
    const src = embedAddress(answer);
    setBadVideo(!src);
    if (src) editor?.chain().focus().insertContent({ type: 'mediaEmbed', attrs: { src } }).run();
  };

  return (
    <Input.Wrapper label={label} required error={error} labelProps={{ htmlFor: id }}>
      <RichTextEditor editor={editor} data-testid="bulk-mail-message" style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <RichTextEditor.Toolbar aria-label={t(messages.toolbar)}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.AlignLeft />
            <RichTextEditor.AlignCenter />
            <RichTextEditor.AlignRight />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Control onClick={insertImage} aria-label={t(messages.insertImage)} title={t(messages.insertImage)}>
              <IconPhoto size={16} stroke={1.5} aria-hidden />
            </RichTextEditor.Control>
            <RichTextEditor.Control
              onClick={() => editor?.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
              aria-label={t(messages.insertTable)}
              title={t(messages.insertTable)}
            >
              <IconTable size={16} stroke={1.5} aria-hidden />
            </RichTextEditor.Control>
            <RichTextEditor.Control onClick={insertVideo} aria-label={t(messages.insertVideo)} title={t(messages.insertVideo)}>
              <IconMovie size={16} stroke={1.5} aria-hidden />
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      {badVideo && (
        <Alert color="orange" variant="light" role="alert" mt="xs">
          {t(messages.badVideo)}
        </Alert>
      )}
    </Input.Wrapper>
  );
}
